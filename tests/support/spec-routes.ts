/**
 * Every route of spec §2 with the access it declares, one sample path per route (`{id}` → 42,
 * `{slug}` → a sample). The guard matrix tests walk this list in both languages and for each
 * kind of visitor, and check the middleware's table (lib/auth/routes.ts) against it.
 */
export type Access = "public" | "guest" | "open" | "user" | "admin";

export type SpecRoute = { path: string; access: Access };

const publicPaths = [
  "/",
  "/faq",
  "/contact",
  "/a-propos",
  "/forfaits",
  "/forfaits2",
  "/forfaits3",
  "/blog",
  "/blog/un-article",
  "/experts",
  "/vendeur/un-vendeur",
  "/franchises",
  "/franchises/42",
  "/immobilier",
  "/immobilier/un-immeuble",
  "/entreprises",
  "/entreprises/une-entreprise",
  "/entreprises/regions",
  "/entreprises/regions/estrie",
  "/entreprises/provinces/quebec",
  "/entreprises/categories/restaurants",
  "/acheter-une-entreprise",
  "/conditions-utilisation",
  "/politique-confidentialite",
  "/services/evaluation",
  "/services/financement",
  "/services/financement/success",
];

const userPaths = [
  "/profil",
  "/profil/dossiers",
  "/admin",
  "/admin/experts",
  "/admin/experts/new",
  "/admin/experts/42/edit",
  "/admin/immobilier",
  "/admin/immobilier/new",
  "/admin/immobilier/42/edit",
  "/admin/entreprises",
  "/admin/entreprises/new",
  "/admin/entreprises/42/edit",
  "/admin/entreprises/42/vente",
  "/admin/entreprises/42/offres",
  "/admin/evaluations",
  "/admin/evaluations/new",
  "/admin/evaluations/42/edit",
  "/admin/gestion/franchises",
];

const adminPaths = [
  "/admin/gestion",
  "/admin/gestion/Export",
  "/admin/gestion/notion",
  "/admin/gestion/blog",
  "/admin/gestion/blog/new",
  "/admin/gestion/blog/42/edit",
  "/admin/gestion/blog/import",
  "/admin/gestion/immobilier",
  "/admin/gestion/importusers",
  "/admin/gestion/importimmobilier",
  "/admin/gestion/importentreprises",
  "/admin/gestion/test-digest",
  "/admin/gestion/experts",
  "/admin/gestion/search-queries",
  "/admin/gestion/user-preferences",
  "/admin/gestion/entreprises",
  "/admin/gestion/evaluations",
  "/admin/gestion/financement",
  "/admin/gestion/formulaires",
  "/admin/gestion/utilisateurs",
  "/admin/gestion/utilisateurs/42/edit",
  "/admin/franchises",
  "/admin/franchises/new",
  "/admin/franchises/42/edit",
  "/admin/financements",
  ...["franchise_categories", "entreprise_categories", "entreprise_industries", "programmes"].flatMap((t) => [
    `/admin/gestion/${t}`,
    `/admin/gestion/${t}/new`,
    `/admin/gestion/${t}/42/edit`,
  ]),
];

export const specRoutes: readonly SpecRoute[] = [
  ...publicPaths.map((path) => ({ path, access: "public" as const })),
  { path: "/login", access: "guest" },
  { path: "/signup", access: "guest" },
  { path: "/auth-confirm", access: "open" },
  { path: "/update-password", access: "open" },
  { path: "/password-reset", access: "open" },
  { path: "/admin/evaluations/42/show", access: "open" },
  ...userPaths.map((path) => ({ path, access: "user" as const })),
  ...adminPaths.map((path) => ({ path, access: "admin" as const })),
];
