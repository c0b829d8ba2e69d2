import { getTranslations } from "next-intl/server";
import { describedBy, Field, inputClasses } from "@/components/forms/field";
import { GetForm } from "@/components/forms/get-form";
import { buttonClasses } from "@/components/ui/button";
import type { ProgramForm } from "@/lib/financing/program-query";
import { AGE_BANDS, PROGRAM_PURCHASES, type FinancingProgram } from "@/lib/financing/programs";
import type { Locale } from "@/lib/i18n/routing";
import { ProgramFits } from "./program-fits";
import { ProgramList } from "./program-list";

type Region = { id: number; slug: string; name: string };

/**
 * The public programs a buyer may fit (issue 42): a GET form (price, asset or share purchase, age
 * band, region; all optional) and the programs that fit, each with its conditions as published,
 * its source and the day it was checked. The list comes from the admins' data, matched by
 * lib/financing/programs.ts (`matchPrograms`), which an offer screen calls the same way.
 */
export async function ProgramMatcher({
  locale,
  form,
  errors,
  matched,
  filtered,
  total,
  regions,
  carry,
}: {
  locale: Locale;
  form: ProgramForm;
  errors: Partial<Record<keyof ProgramForm, string>>;
  matched: FinancingProgram[];
  /** Whether the deal narrowed the list (else every published program shows). */
  filtered: boolean;
  total: number;
  regions: Region[];
  carry: Record<string, string>;
}) {
  const t = await getTranslations("financing.programs");
  const tAll = await getTranslations();
  const error = (k: keyof ProgramForm) => (errors[k] ? tAll(errors[k] as Parameters<typeof tAll>[0]) : undefined);
  const regionNames = new Map(regions.map((r) => [r.id, r.name]));
  const select = (name: keyof ProgramForm, label: string, options: { value: string; label: string }[]) => (
    <Field id={`program-${name}`} label={label} error={error(name)}>
      <select
        id={`program-${name}`}
        name={name}
        defaultValue={form[name]}
        className={inputClasses}
        {...describedBy(`program-${name}`, error(name))}
      >
        <option value="">{t("form.any")}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  );
  return (
    <section id="programmes" aria-labelledby="programs-title" className="space-y-5">
      <div>
        <h2 id="programs-title" className="text-2xl font-bold tracking-tight">
          {t("title")}
        </h2>
        <p className="mt-2 text-neutral-700 dark:text-neutral-300">{t("intro")}</p>
      </div>
      <GetForm
        action="#programmes"
        noValidate
        aria-label={t("form.label")}
        className="grid gap-4 rounded-md bg-neutral-50 p-4 sm:grid-cols-2 lg:grid-cols-4 dark:bg-neutral-900"
      >
        {Object.entries(carry).map(([k, v]) => (
          <input key={k} type="hidden" name={k} value={v} />
        ))}
        <Field id="program-price" label={t("form.price")} error={error("price")}>
          <input
            id="program-price"
            name="price"
            inputMode="decimal"
            defaultValue={form.price}
            autoComplete="off"
            className={inputClasses}
            {...describedBy("program-price", error("price"))}
          />
        </Field>
        {select(
          "purchase",
          t("form.purchase"),
          PROGRAM_PURCHASES.map((p) => ({ value: p, label: t(`purchase.${p}`) })),
        )}
        {select(
          "age",
          t("form.age"),
          AGE_BANDS.map((a) => ({ value: a, label: t(`ageBands.${a}`) })),
        )}
        {select(
          "region",
          t("form.region"),
          regions.map((r) => ({ value: r.slug, label: r.name })),
        )}
        <div className="sm:col-span-2 lg:col-span-4">
          <button type="submit" className={buttonClasses({ variant: "outline" })}>
            {t("form.submit")}
          </button>
        </div>
      </GetForm>
      <div aria-live="polite" className="space-y-4">
        <p className="text-sm font-medium" role="status">
          {filtered ? t("matched", { count: matched.length, total }) : t("all", { count: total })}
        </p>
        {matched.length === 0 ? (
          <p className="text-neutral-700 dark:text-neutral-300">{t(total === 0 ? "none" : "noMatch")}</p>
        ) : (
          <ProgramList
            programs={matched}
            locale={locale}
            text={(key, values) => t(key, values)}
            fits={(p) => <ProgramFits program={p} locale={locale} regionNames={regionNames} />}
          />
        )}
        <p className="text-xs text-neutral-600 dark:text-neutral-400">{t("disclaimer")}</p>
      </div>
    </section>
  );
}
