import type { FieldDef } from "./fields";
import { LISTING_FIELDS as L } from "./listing-fields";

/** The columns of the business import (spec §5's listing, with the file's reference as its key). */
export const BUSINESS_FIELDS = [
  L.reference,
  L.title_fr,
  L.title_en,
  {
    key: "category",
    kind: "choice",
    required: true,
    headers: ["catégorie", "categorie", "category", "secteur", "sector"],
    example: "Restauration",
  },
  L.region,
  L.city,
  L.postal_code,
  {
    key: "business_name",
    kind: "text",
    max: 200,
    headers: ["nom de l'entreprise", "raison sociale", "entreprise", "business name", "company name", "company"],
    example: "Boulangerie du Faubourg inc.",
  },
  {
    key: "asking_price",
    kind: "amount",
    headers: ["prix", "prix demandé", "prix de vente", "asking price", "price"],
    example: "1 250 000 $",
  },
  L.price_on_request,
  {
    key: "gross_revenue",
    kind: "amount",
    headers: ["chiffre d'affaires", "revenus bruts", "revenus", "gross revenue", "revenue", "sales"],
    example: "2 400 000 $",
  },
  {
    key: "cash_flow",
    kind: "signedAmount",
    headers: ["flux de trésorerie", "bénéfice discrétionnaire", "sde", "cash flow"],
    example: "310 000 $",
  },
  { key: "ebitda", kind: "signedAmount", headers: ["baiia", "baiia (ebitda)", "ebitda"], example: "280 000 $" },
  {
    key: "year_established",
    kind: "wholeNumber",
    min: 1800,
    max: new Date().getFullYear(),
    headers: ["année de fondation", "fondée en", "année de création", "year established", "founded"],
    example: "1998",
  },
  {
    key: "employees",
    kind: "wholeNumber",
    min: 0,
    max: 100_000,
    headers: ["employés", "nombre d'employés", "employees", "staff"],
    example: "14",
  },
  L.description_fr,
  L.description_en,
  L.owner_email,
  L.confirmed_on,
] as const satisfies readonly FieldDef[];
