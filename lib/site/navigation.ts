import { quebecRegions } from "@/lib/taxonomy/quebec-regions";

/** The site's navigation, in one place: header, footer and sitemap read it (§2). */

export const headerLinks = [
  { href: "/entreprises", key: "businesses" },
  { href: "/immobilier", key: "realEstate" },
  { href: "/franchises", key: "franchises" },
  { href: "/experts", key: "experts" },
  { href: "/services/financement", key: "financing" },
  { href: "/services/evaluation", key: "valuation" },
] as const;

/** Only the first six regions appear in the footer (§2). */
export const footerRegions = quebecRegions.slice(0, 6);

export const socialLinks = [
  { key: "facebook", href: "https://www.facebook.com/marchedesentreprises" },
  { key: "instagram", href: "https://www.instagram.com/marchedesentreprises" },
  { key: "linkedin", href: "https://www.linkedin.com/company/marchedesentreprises" },
  { key: "tiktok", href: "https://www.tiktok.com/@marchedesentreprises" },
  { key: "spotify", href: "https://open.spotify.com/show/marchedesentreprises" },
  { key: "youtube", href: "https://www.youtube.com/@marchedesentreprises" },
] as const;

export type SocialKey = (typeof socialLinks)[number]["key"];

/** A header link is highlighted when the current path starts with its route. */
export function isActivePath(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}

/** Pages whose main task is a form: the newsletter popup never shows there (§2 app shell). */
const popupExcludedPaths = [
  "/login",
  "/signup",
  "/password-reset",
  "/update-password",
  "/auth-confirm",
  "/contact",
  "/profil",
  "/admin",
  "/services/financement",
  "/services/evaluation",
] as const;

/** Business and property pages carry the inquiry form; the landing pages under /entreprises do not. */
const listingPage = /^\/(entreprises\/(?!(regions|categories|provinces)$)[^/]+|immobilier\/[^/]+)$/;

export function isPopupAllowed(pathname: string): boolean {
  return !listingPage.test(pathname) && !popupExcludedPaths.some((p) => isActivePath(pathname, p));
}

/** The footer's categories block is hidden on any path under /admin (§2). */
export function showsFooterCategories(pathname: string): boolean {
  return !isActivePath(pathname, "/admin");
}
