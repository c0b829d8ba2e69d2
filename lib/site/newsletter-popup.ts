/** Newsletter popup rules (§9). */
export const POPUP_STORAGE_KEY = "newsletterPopupEAV_v2";
export const POPUP_DELAY_MS = 15_000;
export const POPUP_SCROLL_RATIO = 0.4;
export const POPUP_SUPPRESS_MS = 30 * 24 * 60 * 60 * 1000;

export type PopupDismissal = { at: number; reason: "closed" | "subscribed" };

export function parseDismissal(raw: string | null): PopupDismissal | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<PopupDismissal>;
    return typeof value.at === "number" && (value.reason === "closed" || value.reason === "subscribed") ? { at: value.at, reason: value.reason } : null;
  } catch {
    return null;
  }
}

/** Shown again only once 30 days have passed since it was closed or used to subscribe. */
export function isPopupSuppressed(dismissal: PopupDismissal | null, now: number): boolean {
  return dismissal !== null && now - dismissal.at < POPUP_SUPPRESS_MS;
}

/** How far down the page the visitor has scrolled, from 0 to 1 (0 when the page does not scroll). */
export function scrollRatio(scrollY: number, scrollHeight: number, viewportHeight: number): number {
  const scrollable = scrollHeight - viewportHeight;
  return scrollable > 0 ? Math.min(1, scrollY / scrollable) : 0;
}
