/**
 * The listing fields' fixed choices and limits without zod, for client code that shows them
 * (the editors load the schemas, lib/listings/schemas/fields.ts, only when they first check).
 */

/** Who lists a business or a property: its owner, or a broker for them. */
export const LISTED_BY = ["owner", "broker"] as const;

export const MAX_LISTING_PHOTOS = 30;
