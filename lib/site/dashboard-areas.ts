/**
 * The dashboard's areas (§2 signed-in routes). An area is linked from /admin only once its page
 * exists: set `available` when the page is built.
 */
export type DashboardArea = {
  key: "profile" | "preferences" | "gestion";
  href: string;
  adminOnly: boolean;
  available: boolean;
};

const dashboardAreas: readonly DashboardArea[] = [
  { key: "profile", href: "/profil", adminOnly: false, available: true },
  { key: "preferences", href: "/profil#preferences", adminOnly: false, available: true },
  // Not built yet (their issues will add them): /admin/entreprises, /admin/immobilier, /admin/experts, /admin/evaluations.
  { key: "gestion", href: "/admin/gestion", adminOnly: true, available: false },
];

export function visibleAreas(isAdmin: boolean): DashboardArea[] {
  return dashboardAreas.filter((a) => a.available && (!a.adminOnly || isAdmin));
}
