import { getTranslations } from "next-intl/server";
import { intlLocale } from "@/lib/i18n/format";
import type { FilterParam, ParsedBusinessQuery } from "@/lib/businesses/search-params";
import type { Locale } from "@/lib/i18n/routing";

/**
 * What the search did with the URL it was given: a filter naming nothing known (a deleted category,
 * an old bookmark) said by name, other parameters ignored, ranges turned around.
 */
export async function SearchNotices({
  locale,
  invalid: ignored,
  unknown = {},
  swapped,
}: {
  locale: Locale;
  invalid: FilterParam[];
  unknown?: ParsedBusinessQuery["unknown"];
  swapped: ("price" | "revenue")[];
}) {
  const named = Object.entries(unknown) as [keyof typeof unknown, string[]][];
  const invalid = ignored.filter((key) => !(key in unknown));
  if (invalid.length === 0 && swapped.length === 0 && named.length === 0) return null;
  const t = await getTranslations({ locale, namespace: "search" });
  const list = new Intl.ListFormat(intlLocale(locale), { type: "conjunction" });
  return (
    <div
      role="alert"
      className="mb-6 space-y-1 rounded-md border border-warning-300 bg-warning-50 p-4 text-sm text-warning-900 dark:border-warning-700 dark:bg-warning-950 dark:text-warning-100"
      data-testid="search-notice"
    >
      {named.map(([key, values]) => (
        <p key={key}>
          {t("unknownNotice", {
            param: t(`paramNames.${key}`),
            count: values.length,
            values: list.format(values.map((value) => t("quoted", { value }))),
          })}
        </p>
      ))}
      {invalid.length > 0 ? (
        <p>{t("invalidNotice", { params: list.format(invalid.map((key) => t(`paramNames.${key}`))) })}</p>
      ) : null}
      {swapped.length > 0 ? (
        <p>{t("swappedNotice", { ranges: list.format(swapped.map((key) => t(`rangeNames.${key}`))) })}</p>
      ) : null}
    </div>
  );
}
