import { getTranslations } from "next-intl/server";
import { formatDate, formatNumber, formatPrice } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/routing";
import { imagesFromJson } from "@/lib/listings/photos";
import type { ListingKind, ListingRevision } from "@/lib/listings/queries/revisions";
import type { Json } from "@/lib/supabase/database.types";
import { RevisionActions } from "./revision-actions";
import { HeaderRow } from "@/components/ui/header-row";

/** Amount columns of businesses, properties and franchises, shown as money. */
const AMOUNTS = new Set([
  "asking_price",
  "price",
  "gross_revenue",
  "cash_flow",
  "ebitda",
  "rent_monthly",
  "inventory_value",
  "equipment_value",
  "lease_rate",
  "investment_min",
  "investment_max",
  "franchise_fee",
]);

/** A column's value as the admin reads it: money and numbers in the locale, yes or no, text as typed. */
function shown(
  key: string,
  value: Json | undefined,
  locale: Locale,
  words: { empty: string; yes: string; no: string },
): string {
  if (value === null || value === undefined || value === "") return words.empty;
  if (typeof value === "boolean") return value ? words.yes : words.no;
  const number =
    typeof value === "number"
      ? value
      : typeof value === "string" && /^-?\d+(\.\d+)?$/.test(value)
        ? Number(value)
        : null;
  if (number !== null) return AMOUNTS.has(key) ? formatPrice(number, locale) : formatNumber(number, locale);
  return typeof value === "string" ? value : JSON.stringify(value);
}

/** The public title of a listing or franchise row, as the admin knows it. */
function revisionTitle(before: Record<string, Json>, id: number): string {
  return String(before.title_fr ?? before.name ?? id);
}

/**
 * One pending revision as an admin reviews it (issue 18): field by field what the owner changed
 * (before → after, photos added and removed), then approve or decline. The moderation queue lists
 * them; a listing's editor shows its own to an admin. Needs the "revisions" client messages.
 */
export async function RevisionChanges({
  kind,
  revision,
  before,
  locale,
}: {
  kind: ListingKind;
  revision: ListingRevision;
  /** The approved row (every column, read with the server key after the admin check). */
  before: Record<string, Json>;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: "revisions.queue" });
  const fieldNames = await getTranslations({ locale, namespace: "revisions.fields" });
  // A column the labels do not know yet is shown by its name rather than hidden.
  const label = (key: string) =>
    fieldNames.has(key as Parameters<typeof fieldNames.has>[0])
      ? fieldNames(key as Parameters<typeof fieldNames>[0])
      : key;
  const words = { empty: t("emptyValue"), yes: t("yes"), no: t("no") };
  const title = revisionTitle(before, revision.itemId);
  const { images, ...fields } = revision.changes;
  const oldPhotos = new Set(imagesFromJson(before.images ?? []).map((i) => i.path));
  const newPhotos = images === undefined ? oldPhotos : new Set(imagesFromJson(images).map((i) => i.path));
  const added = [...newPhotos].filter((p) => !oldPhotos.has(p)).length;
  const removed = [...oldPhotos].filter((p) => !newPhotos.has(p)).length;
  return (
    <article className="space-y-3 border-t border-neutral-200 pt-3 dark:border-neutral-700">
      <h3 className="font-semibold break-words">{title}</h3>
      <p className="text-sm text-neutral-700 dark:text-neutral-300">
        {t("updated", { date: formatDate(revision.updatedAt, locale) })}
      </p>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{title}</caption>
          <thead>
            <HeaderRow labels={[t("field"), t("before"), t("after")]} className="pr-3" own={{ 2: undefined }} />
          </thead>
          <tbody>
            {Object.entries(fields).map(([key, value]) => (
              <tr key={key} className="align-top">
                <th scope="row" className="pr-3 font-medium">
                  {label(key)}
                </th>
                <td className="pr-3 break-words whitespace-pre-line text-neutral-700 dark:text-neutral-300">
                  {shown(key, before[key], locale, words)}
                </td>
                <td className="break-words whitespace-pre-line">{shown(key, value, locale, words)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {images !== undefined ? (
        <p className="text-sm">
          {t("photosAdded", { count: added })} · {t("photosRemoved", { count: removed })}
        </p>
      ) : null}
      <RevisionActions kind={kind} id={revision.itemId} title={title} />
    </article>
  );
}
