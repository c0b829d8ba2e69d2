/** The financing request's choices, without zod: the public form imports these with the page. */
export const PURCHASE_TYPES = ["asset", "share", "undecided"] as const;
export const FINANCING_PROGRAMS = [
  "bank",
  "bdc",
  "csbfp",
  "investissement_quebec",
  "regional_fund",
  "seller_financing",
] as const;
export const REQUEST_STATUSES = ["new", "contacted", "sent_to_lenders", "approved", "declined", "withdrawn"] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
