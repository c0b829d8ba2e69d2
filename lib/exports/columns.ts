import type { ExportColumn } from "./datasets";

/**
 * How a column's value reads in a file people open (XLSX, CSV for Excel): a code shown as its words
 * (`labels`: the message key prefix of its values), an amount as money, a moment in Québec's time, a
 * yes/no in words, a name in the admin's language (`localized`: read from `<column>_fr`/`_en`).
 */
export type ColumnKind =
  "text" | "id" | "count" | "year" | "money" | "time" | "yesNo" | "localized" | { labels: string };

const STATUS = { labels: "exports.statuses" } as const;
const LANGUAGE = { labels: "gestion.forms.languages" } as const;

/** Every exported column's kind (the type makes a new column say how it reads). */
const COLUMN_KINDS: Record<ExportColumn, ColumnKind> = {
  id: "id",
  slug: "text",
  email: "text",
  first_name: "text",
  last_name: "text",
  mobile_phone: "text",
  city: "text",
  province: "text",
  plan: { labels: "plans.names" },
  is_admin: "yesNo",
  suspended_at: "time",
  created_at: "time",
  title_fr: "text",
  title_en: "text",
  status: STATUS,
  category: "localized",
  region: "localized",
  owner_name: "text",
  owner_email: "text",
  asking_price: "money",
  gross_revenue: "money",
  cash_flow: "money",
  employees: "count",
  year_established: "year",
  view_count: "count",
  published_at: "time",
  property_type: { labels: "realEstate.types" },
  transaction_type: { labels: "realEstate.transactions" },
  price: "money",
  area_sqft: "count",
  name: "text",
  company: "text",
  profession: { labels: "experts.professions" },
  phone: "text",
  website: "text",
  franchise_fee: "money",
  investment_min: "money",
  investment_max: "money",
  headquarters_city: "text",
  units_count: "count",
  year_founded: "year",
  message: "text",
  locale: LANGUAGE,
  entreprise_id: "id",
  immobilier_id: "id",
  read_at: "time",
  purchase_type: { labels: "financing.form.purchaseTypes" },
  amount_requested: "money",
  down_payment: "money",
  form: { labels: "exports.formNames" },
  subject: "text",
  mail_status: STATUS,
  handled_at: "time",
  source: { labels: "gestion.forms.sources" },
  consented_at: "time",
  unsubscribed_at: "time",
  query: "text",
  filters: "text",
  result_count: "count",
  path: "text",
  route: "text",
};

export function columnKind(column: string): ColumnKind {
  return COLUMN_KINDS[column as ExportColumn] ?? "text";
}

/** The fields a column reads: a localized name is two, one per language. */
export function columnFields(column: string): string[] {
  return columnKind(column) === "localized" ? [`${column}_fr`, `${column}_en`] : [column];
}
