import type { FieldDef } from "./fields";
import { LISTING_FIELDS as L } from "./listing-fields";

/**
 * The columns of the commercial property import (the columns of public.immobilier): the key is the
 * file's reference, or the slug of a listing of the site (that listing is then updated).
 */
export const PROPERTY_FIELDS = [
  { ...L.reference, headers: [...L.reference.headers, "slug"], example: "IMM-2026-001" },
  { ...L.title_fr, example: "Local commercial sur la rue King Ouest" },
  { ...L.title_en, example: "Retail space on King Street West" },
  {
    key: "property_type",
    kind: "choice",
    required: true,
    headers: ["type", "type de propriété", "type d'immeuble", "type de bien", "property type", "type of property"],
    example: "Commerce de détail",
  },
  {
    key: "transaction_type",
    kind: "choice",
    headers: ["transaction", "type de transaction", "vente ou location", "transaction type", "sale or lease"],
    example: "À vendre",
  },
  {
    key: "price",
    kind: "amount",
    headers: ["prix", "prix demandé", "prix de vente", "asking price", "sale price", "price"],
    example: "875 000 $",
  },
  {
    key: "lease_rate",
    kind: "amount",
    headers: ["loyer", "loyer demandé", "taux de location", "lease rate", "rent"],
    example: "",
  },
  {
    key: "lease_rate_unit",
    kind: "choice",
    headers: ["unité du loyer", "loyer par", "lease rate unit", "rent unit", "rent per"],
    example: "",
  },
  L.price_on_request,
  {
    key: "area_sqft",
    kind: "wholeNumber",
    min: 1,
    max: 10_000_000,
    headers: ["superficie", "superficie (pi²)", "superficie du bâtiment", "area", "area (sq ft)", "building area"],
    example: "4 200",
  },
  {
    key: "lot_area_sqft",
    kind: "wholeNumber",
    min: 1,
    max: 100_000_000,
    headers: ["superficie du terrain", "terrain (pi²)", "lot area", "lot area (sq ft)", "lot size"],
    example: "9 800",
  },
  {
    key: "year_built",
    kind: "wholeNumber",
    min: 1700,
    max: new Date().getFullYear() + 5,
    headers: ["année de construction", "construit en", "year built", "built"],
    example: "1987",
  },
  { key: "zoning", kind: "text", max: 100, headers: ["zonage", "zoning"], example: "C-2" },
  {
    key: "address",
    kind: "text",
    max: 200,
    headers: ["adresse", "adresse civique", "address", "street address"],
    example: "1250, rue King Ouest",
  },
  { ...L.city, example: "Sherbrooke" },
  { ...L.postal_code, example: "J1H 1R4" },
  { ...L.region, example: "Estrie" },
  { ...L.description_fr, example: "Local de 4 200 pi² au rez-de-chaussée, vitrine sur rue, stationnement." },
  { ...L.description_en, example: "4,200 sq. ft. ground-floor space, street frontage, parking." },
  L.owner_email,
  L.confirmed_on,
] as const satisfies readonly FieldDef[];
