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
    return typeof value.at === "number" && (value.reason === "closed" || value.reason === "subscribed")
      ? { at: value.at, reason: value.reason }
      : null;
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

/** After a form is sent the visitor reads its confirmation: the popup waits this long. */
export const POPUP_AFTER_SUBMIT_MS = 60_000;
/** A popup held back by a form tries again this often. */
export const POPUP_RETRY_MS = 2_000;

export type FormActivity = { fieldFocused: boolean; unsentText: boolean; lastSubmitAt: number | null };

/** The popup never takes the focus from a form being filled in, nor covers a form just sent. */
export function isFormBusy(activity: FormActivity, now: number): boolean {
  if (activity.fieldFocused || activity.unsentText) return true;
  return activity.lastSubmitAt !== null && now - activity.lastSubmitAt < POPUP_AFTER_SUBMIT_MS;
}
