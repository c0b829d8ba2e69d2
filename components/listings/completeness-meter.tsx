"use client";

import { useTranslations } from "next-intl";
import type { Completeness } from "@/lib/listings/completeness";

/** An item's completeness as the seller types: a score and what is still missing. */
export function CompletenessMeter({ result: { score, missing } }: { result: Completeness }) {
  const t = useTranslations("workspace.completeness");
  return (
    <section
      aria-labelledby="completeness-title"
      className="space-y-3 rounded-xl border border-neutral-200 p-4 dark:border-neutral-800"
    >
      <div className="flex items-baseline justify-between">
        <h2 id="completeness-title" className="font-semibold">
          {t("title")}
        </h2>
        <span className="text-lg font-bold tabular-nums" data-testid="completeness-score">
          {t("score", { score })}
        </span>
      </div>
      <meter
        min={0}
        max={100}
        low={50}
        high={85}
        optimum={100}
        value={score}
        className="h-2 w-full"
        aria-labelledby="completeness-title"
      />
      <p className="text-xs text-neutral-600 dark:text-neutral-400">{t("intro")}</p>
      {missing.length === 0 ? (
        <p className="text-sm font-medium text-success-800 dark:text-success-300">{t("done")}</p>
      ) : (
        <ul className="list-disc space-y-1 pl-5 text-sm">
          {missing.map((m) => (
            <li key={m.key}>{"count" in m ? t(`missing.${m.key}`, { count: m.count }) : t(`missing.${m.key}`)}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A typed amount, or null while the field is empty or not a number. */
export const typedAmount = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? v : null);

/** What a business's and a property's completeness read alike from the form as typed. */
export function typedListing(values: {
  images?: readonly unknown[];
  description_fr?: string;
  description_en?: string | null;
  title_en?: string | null;
  region_id?: unknown;
}) {
  return {
    images: values.images ?? [],
    description_fr: values.description_fr ?? "",
    description_en: values.description_en ?? null,
    title_en: values.title_en ?? null,
    region_id: values.region_id ? Number(values.region_id) : null,
  };
}
