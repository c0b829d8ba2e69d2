import type { FieldDef } from "./fields";

/**
 * The columns every listing import has (businesses, properties): the file's reference (the key),
 * titles, place, descriptions, owner and confirmation date. Each import adds its own and its examples.
 */
export const LISTING_FIELDS = {
  reference: {
    key: "reference",
    kind: "text",
    required: true,
    max: 120,
    headers: [
      "reference",
      "référence",
      "ref",
      "réf",
      "référence externe",
      "external reference",
      "external id",
      "id externe",
    ],
    example: "BQ-2026-001",
  },
  title_fr: {
    key: "title_fr",
    kind: "text",
    required: true,
    min: 3,
    max: 160,
    headers: ["titre", "titre fr", "titre français", "titre (français)", "title fr", "french title", "title"],
    example: "Boulangerie artisanale au cœur du Vieux-Québec",
  },
  title_en: {
    key: "title_en",
    kind: "text",
    min: 3,
    max: 160,
    headers: ["titre en", "titre anglais", "titre (anglais)", "title en", "english title"],
    example: "Artisan bakery in the heart of Old Quebec",
  },
  region: { key: "region", kind: "choice", headers: ["région", "region"], example: "Capitale-Nationale" },
  city: { key: "city", kind: "text", max: 100, headers: ["ville", "municipalité", "city", "town"], example: "Québec" },
  postal_code: {
    key: "postal_code",
    kind: "text",
    max: 10,
    headers: ["code postal", "postal code", "zip"],
    example: "G1R 4P5",
  },
  price_on_request: {
    key: "price_on_request",
    kind: "yesNo",
    headers: ["prix sur demande", "price on request"],
    example: "non",
  },
  description_fr: {
    key: "description_fr",
    kind: "text",
    max: 20_000,
    headers: ["description", "description fr", "description française", "description (français)", "french description"],
    example: "Boulangerie rentable, clientèle fidèle, équipement récent.",
  },
  description_en: {
    key: "description_en",
    kind: "text",
    max: 20_000,
    headers: ["description en", "description anglaise", "description (anglais)", "english description"],
    example: "Profitable bakery, loyal customers, recent equipment.",
  },
  owner_email: {
    key: "owner_email",
    kind: "email",
    headers: [
      "courriel du propriétaire",
      "courriel propriétaire",
      "courriel",
      "owner email",
      "owner e-mail",
      "email",
      "e-mail",
    ],
    example: "courtier@example.com",
  },
  confirmed_on: {
    key: "confirmed_on",
    kind: "date",
    headers: ["confirmé le", "date de confirmation", "disponible au", "confirmed on", "last confirmed"],
    example: "2026-11-26",
  },
} as const satisfies Record<string, FieldDef>;
