export type RateLimitRule = { bucket: string; limit: number; windowSeconds: number };

/** The site's limits per visitor (per hashed IP); counters live in Postgres so every app server shares them. */
export const rateLimits = {
  newsletter: { bucket: "newsletter", limit: 10, windowSeconds: 60 * 60 },
  contact: { bucket: "contact", limit: 5, windowSeconds: 60 * 60 },
  listingInquiry: { bucket: "listing_inquiry", limit: 10, windowSeconds: 60 * 60 },
  pageView: { bucket: "page_view", limit: 300, windowSeconds: 10 * 60 },
} as const satisfies Record<string, RateLimitRule>;

/**
 * Limits around the Auth API, counted by the app because Auth sees the server's address, not the
 * visitor's (sliding windows, `take_rate_limit`). Sign-in: failures only, 5 per account in 5 minutes
 * (the owner is locked out 5 minutes at most, a guesser gets 1 440 tries a day instead of thousands a
 * minute) and 20 per address in 15 minutes (a family or office behind one address can still mistype;
 * one address cannot spray a password over many accounts). Sign-up: 5 per address an hour (each sends
 * an e-mail). Auth e-mails (recovery, confirmation again): one per address a minute, as `max_frequency`
 * in supabase/config.toml, and 10 per visitor an hour, so one visitor cannot mail many addresses.
 */
export const authLimits = {
  signInAccount: { bucket: "sign_in_account", limit: 5, windowSeconds: 5 * 60 },
  signInAddress: { bucket: "sign_in_address", limit: 20, windowSeconds: 15 * 60 },
  signUpAddress: { bucket: "sign_up_address", limit: 5, windowSeconds: 60 * 60 },
  recoveryMail: { bucket: "recovery_mail", limit: 1, windowSeconds: 60 },
  confirmationMail: { bucket: "confirmation_mail", limit: 1, windowSeconds: 60 },
  mailAddress: { bucket: "auth_mail_address", limit: 10, windowSeconds: 60 * 60 },
} as const satisfies Record<string, RateLimitRule>;
