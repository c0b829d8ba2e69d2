/** A published listing not confirmed for this many days leaves search (issue 10). */
export const STALE_AFTER_DAYS = 90;
/** From this age the workspace asks the owner to confirm. */
export const NEEDS_CONFIRMATION_DAYS = 60;

/** Whole days since an ISO date (0 today). */
export function daysSince(iso: string, now: Date = new Date()): number {
  return Math.max(0, Math.floor((now.getTime() - new Date(iso).getTime()) / 86_400_000));
}
