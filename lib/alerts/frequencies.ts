/** How often a saved search's digest goes out (the `alert_frequency` enum); no zod, so forms load it at once. */
export const ALERT_FREQUENCIES = ["immediately", "daily", "weekly", "never"] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

/** The implicit alert of the industry preferences (§3) is weekly, or stopped. */
export const PREFERENCE_ALERT_FREQUENCIES = ["weekly", "never"] as const;

export const SAVED_SEARCH_NAME_MAX = 100;

/** The frequencies that send digests (a run per period each: quarter hour, day, ISO week). */
export const DIGEST_FREQUENCIES = ["immediately", "daily", "weekly"] as const;
export type DigestFrequency = (typeof DIGEST_FREQUENCIES)[number];
