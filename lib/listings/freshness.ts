/** Days without confirmation after which a listing leaves search (mark_stale_listings, issue 10). */
const STALE_AFTER_DAYS = 90;
/** From this age the workspace asks the owner to confirm. */
export const NEEDS_CONFIRMATION_DAYS = 60;

/** Whole 24-hour days since an ISO date, as the database counts them for staleness (0 today). */
function daysSince(iso: string, now: number | Date = Date.now()): number {
  return Math.max(0, Math.floor((Number(now) - new Date(iso).getTime()) / 86_400_000));
}

/**
 * The days a published or under-offer listing has gone unconfirmed when that is 90 or more
 * (it is out of search and its page says so); null otherwise. Sold listings need no confirmation.
 */
export function staleDays(listing: { status: string; last_confirmed_at: string }, now = Date.now()): number | null {
  if (listing.status !== "published" && listing.status !== "under_offer") return null;
  const days = daysSince(listing.last_confirmed_at, now);
  return days >= STALE_AFTER_DAYS ? days : null;
}
