/**
 * The back office's sections (§2 admin-only routes), in the order the sidebar shows them. Only
 * sections whose page exists are linked (`built`): the others' issues add them.
 */
export const allGestionSections = [
  { href: "/admin/gestion", key: "overview" },
  { href: "/admin/gestion/entreprises", key: "businesses" },
  { href: "/admin/gestion/immobilier", key: "realEstate" },
  { href: "/admin/franchises", key: "franchises" },
  { href: "/admin/gestion/experts", key: "experts" },
  { href: "/admin/gestion/evaluations", key: "valuations" },
  { href: "/admin/gestion/financement", key: "financing" },
  { href: "/admin/gestion/programmes", key: "financingPrograms" },
  { href: "/admin/gestion/prequalifications", key: "prequalifications" },
  { href: "/admin/financements", key: "financingRequests" },
  { href: "/admin/gestion/blog", key: "blog" },
  { href: "/admin/gestion/blog/categories", key: "blogCategories" },
  { href: "/admin/gestion/blog/authors", key: "blogAuthors" },
  { href: "/admin/gestion/entreprise_industries", key: "industries" },
  { href: "/admin/gestion/entreprise_categories", key: "categories" },
  { href: "/admin/gestion/franchise_categories", key: "franchiseCategories" },
  { href: "/admin/gestion/utilisateurs", key: "users" },
  { href: "/admin/gestion/user-preferences", key: "userPreferences" },
  { href: "/admin/gestion/formulaires", key: "forms" },
  { href: "/admin/gestion/dossiers", key: "dealrooms" },
  { href: "/admin/gestion/search-queries", key: "searchQueries" },
  { href: "/admin/gestion/importentreprises", key: "importBusinesses" },
  { href: "/admin/gestion/importimmobilier", key: "importRealEstate" },
  { href: "/admin/gestion/importusers", key: "importUsers" },
  { href: "/admin/gestion/Export", key: "export" },
  { href: "/admin/gestion/notion", key: "notion" },
  { href: "/admin/gestion/test-digest", key: "testDigest" },
] as const;

/** Section keys whose pages exist. */
const builtGestionSections: ReadonlySet<string> = new Set<(typeof allGestionSections)[number]["key"]>([
  "overview",
  "businesses",
  "realEstate",
  "franchises",
  "experts",
  "valuations",
  "forms",
  "dealrooms",
  "searchQueries",
  "userPreferences",
  "financing",
  "financingPrograms",
  "prequalifications",
  "financingRequests",
  "industries",
  "categories",
  "franchiseCategories",
  "users",
  "blog",
  "blogCategories",
  "blogAuthors",
  "export",
  "importBusinesses",
  "importRealEstate",
  "notion",
  "importUsers",
  "testDigest",
]);

export const adminGestionSections = allGestionSections.filter((s) => builtGestionSections.has(s.key));

export const valuationsSections = [
  { href: "/admin/evaluations", key: "list" },
  { href: "/admin/evaluations/new", key: "new" },
] as const;

/** The most specific section containing the path: the longest matching prefix. */
export function activeSection<T extends { href: string }>(sections: readonly T[], pathname: string): T | undefined {
  return [...sections]
    .sort((a, b) => b.href.length - a.href.length)
    .find((s) => pathname === s.href || pathname.startsWith(`${s.href}/`));
}

/** The seller workspace's sections (§2 signed-in routes), linked once their page exists. */
const allWorkspaceSections = [
  { href: "/admin", key: "dashboard" },
  { href: "/admin/entreprises", key: "businesses" },
  { href: "/admin/immobilier", key: "properties" },
  { href: "/admin/experts", key: "experts" },
  { href: "/admin/gestion/franchises", key: "franchises" },
  { href: "/admin/demandes", key: "inquiries" },
  { href: "/admin/evaluations", key: "evaluations" },
  { href: "/profil", key: "profile" },
] as const;

const builtWorkspaceSections: ReadonlySet<string> = new Set<(typeof allWorkspaceSections)[number]["key"]>([
  "dashboard",
  "businesses",
  "properties",
  "experts",
  "franchises",
  "inquiries",
  "evaluations",
  "profile",
]);

export const workspaceSections = allWorkspaceSections.filter((s) => builtWorkspaceSections.has(s.key));
