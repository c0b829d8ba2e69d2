/** The kinds of item a seller publishes from the workspace (a franchisor their franchise pages), and where each lives. */
export const ITEM_KINDS = ["entreprise", "immobilier", "expert", "franchise"] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

export const itemTables = {
  entreprise: "entreprises",
  immobilier: "immobilier",
  expert: "experts",
  franchise: "franchises",
} as const;

/** The workspace path of each kind's list (/admin/…) and its public path prefix. */
export const itemPaths = {
  entreprise: { workspace: "/admin/entreprises", gestion: "/admin/gestion/entreprises", public: "/entreprises" },
  immobilier: { workspace: "/admin/immobilier", gestion: "/admin/gestion/immobilier", public: "/immobilier" },
  expert: { workspace: "/admin/experts", gestion: "/admin/gestion/experts", public: "/experts" },
  // A franchisor's own pages are under /admin/gestion (spec §2); the administrators' list is /admin/franchises.
  franchise: { workspace: "/admin/gestion/franchises", gestion: "/admin/franchises", public: "/franchises" },
} as const;

/** The items whose public version keeps an owner's later changes for review (issue 18): listings and franchises. */
export const REVISABLE_KINDS = ["entreprise", "immobilier", "franchise"] as const;
export type RevisableKind = (typeof REVISABLE_KINDS)[number];

/** Statuses in which the public sees an item. */
export const PUBLIC_STATUSES = ["published", "under_offer", "sold"] as const;

export function isPublicStatus(status: string): boolean {
  return (PUBLIC_STATUSES as readonly string[]).includes(status);
}
