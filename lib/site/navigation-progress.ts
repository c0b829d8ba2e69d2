/** When a click or a form starts a page load worth showing progress for (components/site/navigation-progress.tsx). */

/** Shown only when a navigation takes longer than this: most are instant and a flash would distract. */
export const PROGRESS_DELAY_MS = 150;

type Click = { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean };
type Anchor = { href: string; target: string; download: boolean };

/** A plain left click on a link to another page of this site (not a new tab, a download or an anchor on the same page). */
export function startsNavigation(click: Click, anchor: Anchor, current: string): boolean {
  if (click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return false;
  if ((anchor.target && anchor.target !== "_self") || anchor.download || !anchor.href) return false;
  const here = new URL(current);
  let url: URL;
  try {
    url = new URL(anchor.href, here);
  } catch {
    return false;
  }
  if (url.origin !== here.origin || !/^https?:$/.test(url.protocol)) return false;
  return url.pathname !== here.pathname || url.search !== here.search;
}

/**
 * Whether a submitted form leaves for another address: only an explicit method="get" (a search, a
 * filter) whose filled fields make an address other than this one. A form without the attribute
 * also reads as "get" in the DOM, but here those send their data to a server action (sign-in,
 * editors, inquiries) and stay on their page; a GET form sent again unchanged goes nowhere either.
 */
export function startsFormNavigation(
  form: { method: string | null; action: string },
  fields: Iterable<[string, FormDataEntryValue]>,
  current: string,
): boolean {
  if (form.method?.trim().toLowerCase() !== "get") return false;
  const here = new URL(current);
  const target = new URL(form.action || current, here);
  const query = new URLSearchParams();
  for (const [name, value] of fields) if (typeof value === "string" && value.trim()) query.append(name, value.trim());
  target.search = query.toString();
  return target.origin === here.origin && (target.pathname !== here.pathname || target.search !== here.search);
}
