"use client";

import { useTranslations } from "next-intl";
import { ProgramList } from "@/components/financing/program-list";
import { matchPrograms, type FinancingProgram } from "@/lib/financing/programs";
import type { Locale } from "@/lib/i18n/routing";
import type { OfferTermsInput } from "@/lib/offers/schema";

/**
 * The public programs the deal may fit, beside the builder: the admins' programs (financing_programs)
 * matched by the financing domain's matcher on the offer's price, asset or share purchase and the
 * listing's region, as the buyer types. Each with its conditions as published, its source and the day
 * it was checked.
 */
export function OfferPrograms({
  terms,
  programs,
  regionId,
  locale,
}: {
  terms: Partial<OfferTermsInput> | undefined;
  programs: FinancingProgram[];
  regionId: number | null;
  locale: Locale;
}) {
  const t = useTranslations("offers.programs");
  const price = terms?.price;
  const matched = matchPrograms(programs, {
    amount: typeof price === "number" && !Number.isNaN(price) && price > 0 ? price : null,
    purchase: terms?.purchase === "shares" ? "share" : terms?.purchase === "assets" ? "asset" : null,
    ageBand: null,
    regionId,
  });
  return (
    <section
      aria-labelledby="offer-programs-title"
      className="space-y-3 rounded-xl border border-neutral-200 p-4 text-sm dark:border-neutral-800"
    >
      <h2 id="offer-programs-title" className="text-base font-semibold">
        {t("title")}
      </h2>
      <p className="text-neutral-700 dark:text-neutral-300" aria-live="polite">
        {t("count", { count: matched.length })}
      </p>
      <ProgramList programs={matched} locale={locale} text={(key, values) => t(key, values)} compact />
      <p className="text-xs text-neutral-600 dark:text-neutral-400">{t("disclaimer")}</p>
    </section>
  );
}
