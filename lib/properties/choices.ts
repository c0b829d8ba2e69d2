import type { PropertyTransaction } from "./types";

/** A property listing's fixed choices without zod, for the editor (lib/properties/schema.ts loads when it checks). */
export const TRANSACTION_TYPES = ["sale", "lease"] as const satisfies readonly PropertyTransaction[];
export const LEASE_RATE_UNITS = ["per_month", "per_sqft_year"] as const;
