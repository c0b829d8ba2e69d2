/**
 * Who may open which page (spec §2 navigation rules, §6), as data. The middleware applies it on
 * the path without its locale prefix, in this order: route validation, redirect rules, then the
 * guest, auth and admin guards. Patterns: `*` is one path segment, `**` any number (zero too),
 * `{id}` one segment that must be an id (a positive whole number or a UUID).
 */
import { routing } from "@/lib/i18n/routing";

export type PathList = { include: readonly string[]; exclude: readonly string[] };

export const authRoutes = {
  /** Where an unauthenticated visitor is sent, with `?redirect=` and the redirect cookie. */
  login: "/login",
  /** Completes e-mail links; never guarded. */
  callback: "/auth-confirm",
  /** Where a signed-in user lands after sign-in when no redirect was asked for. */
  home: "/admin",
  /** The page a signed-in non-admin sees, with status 403, on an admin-only route (internal). */
  forbidden: "/admin/forbidden",
  /** Where a signed-in user whose account an admin blocked is sent: why, and a way to sign out. */
  blocked: "/compte-bloque",
} as const;

export const guardConfig = {
  /** Only unauthenticated visitors: a signed-in user is sent on (to `redirect` or /admin). */
  guest: { include: ["/login", "/signup"], exclude: [] },
  /** A signed-in user. */
  auth: {
    include: [
      "/admin/**",
      "/profil/**",
      authRoutes.blocked,
      "/entreprises/*/dossier",
      "/entreprises/*/dossier/offre",
      "/immobilier/*/dossier",
    ],
    exclude: ["/admin/evaluations/*/show", authRoutes.callback],
  },
  /** A signed-in admin (profiles.is_admin). */
  admin: {
    include: ["/admin/gestion/**", "/admin/franchises/**", "/admin/financements/**"],
    // A signed-in route inside the back office (§2): a franchisor's own franchise pages.
    exclude: ["/admin/gestion/franchises/**"],
  },
} as const satisfies Record<string, PathList>;

/** Paths whose pages check their `{id}`: anything else there is a 404 before any guard runs. */
const validatedRoutes = [
  "/admin/experts/{id}/edit",
  "/admin/immobilier/{id}/edit",
  "/admin/entreprises/{id}/edit",
  "/admin/evaluations/{id}/edit",
  "/admin/evaluations/{id}/show",
  "/admin/franchises/{id}/edit",
  "/admin/gestion/franchises/{id}/edit",
  "/admin/gestion/blog/{id}/edit",
  "/admin/gestion/utilisateurs/{id}/edit",
  "/admin/gestion/franchise_categories/{id}/edit",
  "/admin/gestion/entreprise_categories/{id}/edit",
  "/admin/gestion/entreprise_industries/{id}/edit",
  "/admin/gestion/programmes/{id}/edit",
  "/admin/entreprises/{id}/vente",
  "/admin/entreprises/{id}/offres",
] as const;

/** Paths that only exist as the target of an internal rewrite: 404 when asked for directly. */
const internalPaths = [authRoutes.forbidden] as const;

/** Old or intuitive addresses, sent on permanently to the page they mean. */
const redirectRules: ReadonlyArray<{ from: string; to: string }> = [
  { from: "/connexion", to: "/login" },
  { from: "/inscription", to: "/signup" },
  { from: "/register", to: "/signup" },
  { from: "/mot-de-passe-oublie", to: "/password-reset" },
  { from: "/forgot-password", to: "/password-reset" },
  { from: "/profile", to: "/profil" },
  { from: "/dashboard", to: "/admin" },
  { from: "/tableau-de-bord", to: "/admin" },
  { from: "/admin/gestion/export", to: "/admin/gestion/Export" },
];

const ID = /^(?:[1-9]\d{0,18}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

function segments(path: string): string[] {
  return path.split("/").filter(Boolean);
}

function matchSegments(pattern: string[], path: string[], validate: boolean): boolean {
  if (pattern.length === 0) return path.length === 0;
  const [head, ...rest] = pattern;
  if (head === "**") {
    for (let i = 0; i <= path.length; i++) if (matchSegments(rest, path.slice(i), validate)) return true;
    return false;
  }
  if (path.length === 0) return false;
  const segment = path[0]!;
  const fits = head === "*" || (head === "{id}" ? !validate || ID.test(segment) : head === segment);
  return fits && matchSegments(rest, path.slice(1), validate);
}

/** Whether a path (without locale, without query) matches a pattern. */
export function matchesPattern(pattern: string, path: string): boolean {
  return matchSegments(segments(pattern), segments(path), true);
}

export function inList(list: PathList, path: string): boolean {
  return list.include.some((p) => matchesPattern(p, path)) && !list.exclude.some((p) => matchesPattern(p, path));
}

/** False when the path has the shape of a validated route but an invalid `{id}` (or is internal). */
export function isValidRoute(path: string): boolean {
  if ((internalPaths as readonly string[]).includes(path)) return false;
  for (const route of validatedRoutes) {
    const pattern = segments(route);
    const parts = segments(path);
    if (matchSegments(pattern, parts, false) && !matchSegments(pattern, parts, true)) return false;
  }
  return true;
}

export function redirectFor(path: string): string | null {
  const normalized = path.length > 1 ? path.replace(/\/+$/, "") : path;
  return redirectRules.find((r) => r.from === normalized)?.to ?? null;
}

export type Viewer = { signedIn: boolean; isAdmin: boolean };

export type GuardDecision =
  | { kind: "allow" }
  | { kind: "not-found" }
  | { kind: "redirect-rule"; to: string }
  | { kind: "signed-in-away" }
  | { kind: "login" }
  | { kind: "forbidden" };

/**
 * The path the sign-in and admin guards judge: percent-decoded, lower-case, without empty segments
 * and without a locale prefix, so that `/%61dmin`, `//admin`, `/ADMIN`, `/admin/` and `/en//admin`
 * are guarded like `/admin` (whatever the router would make of them).
 */
function guardedPath(path: string): string {
  let decoded = path;
  for (let i = 0; i < 3 && decoded.includes("%"); i++) {
    try {
      decoded = decodeURIComponent(decoded);
    } catch {
      break;
    }
  }
  const parts = decoded
    .toLowerCase()
    .split(/[/\\]+/)
    .filter(Boolean);
  if (parts.length > 0 && (routing.locales as readonly string[]).includes(parts[0]!)) parts.shift();
  return `/${parts.join("/")}`;
}

/** Whether the admin flag must be read for this path (only admin-only routes need it). */
export function needsAdminCheck(path: string): boolean {
  return inList(guardConfig.admin, guardedPath(path));
}

/** The decision for one request, in the §2 order. `isAdmin` only matters on admin-only paths. */
export function decide(path: string, viewer: Viewer): GuardDecision {
  if (!isValidRoute(path)) return { kind: "not-found" };
  const to = redirectFor(path);
  if (to) return { kind: "redirect-rule", to };
  if (inList(guardConfig.guest, path)) return viewer.signedIn ? { kind: "signed-in-away" } : { kind: "allow" };
  if (inList(guardConfig.auth, guardedPath(path)) && !viewer.signedIn) return { kind: "login" };
  if (needsAdminCheck(path)) {
    if (!viewer.signedIn) return { kind: "login" };
    if (!viewer.isAdmin) return { kind: "forbidden" };
  }
  return { kind: "allow" };
}
