import { getTranslations } from "next-intl/server";
import type { FinancingProgram } from "@/lib/financing/programs";
import { formatPrice } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/routing";

/** What deals a program fits, in words: amounts, purchase, ages, regions (named by the caller's list). */
export async function ProgramFits({
  program,
  locale,
  regionNames,
}: {
  program: FinancingProgram;
  locale: Locale;
  regionNames?: ReadonlyMap<number, string>;
}) {
  const t = await getTranslations({ locale, namespace: "financing.programs" });
  const money = (v: number) => formatPrice(v, locale);
  const { min_amount: min, max_amount: max, min_age: minAge, max_age: maxAge } = program;
  const items = [
    min !== null && max !== null
      ? t("fits.amountBetween", { min: money(min), max: money(max) })
      : max !== null
        ? t("fits.amountUpTo", { max: money(max) })
        : min !== null
          ? t("fits.amountFrom", { min: money(min) })
          : t("fits.anyAmount"),
    program.purchase_types.length === 1 ? t(`fits.only.${program.purchase_types[0]!}`) : t("fits.assetOrShare"),
    minAge !== null && maxAge !== null
      ? t("fits.ageBetween", { min: minAge, max: maxAge })
      : maxAge !== null
        ? t("fits.ageUpTo", { max: maxAge })
        : minAge !== null
          ? t("fits.ageFrom", { min: minAge })
          : null,
    program.region_ids.length === 0
      ? t("fits.allQuebec")
      : t("fits.regions", {
          regions: program.region_ids.map((id) => regionNames?.get(id) ?? String(id)).join(", "),
        }),
  ].filter((v): v is string => v !== null);
  return (
    <ul className="flex flex-wrap gap-1.5 text-xs">
      {items.map((item) => (
        <li
          key={item}
          className="rounded-full bg-neutral-100 px-2 py-0.5 text-neutral-800 dark:bg-neutral-800 dark:text-neutral-200"
        >
          {item}
        </li>
      ))}
    </ul>
  );
}
