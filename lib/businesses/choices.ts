/** A business listing's fixed choices without zod, for the editor (lib/businesses/schema.ts loads when it checks). */
export const SALE_STRUCTURES = ["asset", "share", "asset_or_share"] as const;
