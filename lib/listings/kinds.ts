/** The three kinds of item a seller publishes from the workspace, and where each lives. */
export const ITEM_KINDS = ["entreprise", "immobilier", "expert"] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

export const itemTables = { entreprise: "entreprises", immobilier: "immobilier", expert: "experts" } as const;

/** The workspace path of each kind's list (/admin/…) and its public path prefix. */
export const itemPaths = {
  entreprise: { workspace: "/admin/entreprises", gestion: "/admin/gestion/entreprises", public: "/entreprises" },
  immobilier: { workspace: "/admin/immobilier", gestion: "/admin/gestion/immobilier", public: "/immobilier" },
  expert: { workspace: "/admin/experts", gestion: "/admin/gestion/experts", public: "/experts" },
} as const;

/** Statuses in which the public sees an item. */
export const PUBLIC_STATUSES = ["published", "under_offer", "sold"] as const;

export function isPublicStatus(status: string): boolean {
  return (PUBLIC_STATUSES as readonly string[]).includes(status);
}
