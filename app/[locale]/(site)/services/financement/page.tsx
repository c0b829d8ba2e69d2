import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/content/page-header";
import { PartnersList } from "@/components/financing/partners-list";
import { PaymentCalculator } from "@/components/financing/payment-calculator";
import { ProgramMatcher } from "@/components/financing/program-matcher";
import { FinancingRequestForm } from "@/components/financing/request-form";
import { inputClasses } from "@/components/forms/field";
import { GetForm } from "@/components/forms/get-form";
import { ClientMessages } from "@/components/i18n/client-messages";
import { findBusinessesToFinance, getBusinessToFinance } from "@/lib/businesses/queries/financing";
import { listPartners, listPrograms } from "@/lib/financing/queries";
import { PROGRAM_FIELDS, readProgramQuery } from "@/lib/financing/program-query";
import { matchPrograms } from "@/lib/financing/programs";
import { formatMoneyInput } from "@/lib/i18n/money";
import { listRegions } from "@/lib/taxonomy/queries/regions";
import { listProvinces } from "@/lib/taxonomy/queries/provinces";
import { errorMessage } from "@/lib/supabase/errors";
import { readCalculatorQuery } from "@/lib/financing/calculator-query";
import { Link } from "@/lib/i18n/navigation";
import { pageMetadata } from "@/lib/site/metadata";
import { pageLocale } from "@/lib/i18n/page-locale";
import { createPublicClient } from "@/lib/supabase/public";
import { PAGE_HEADING, TitledSection } from "@/components/content/titled-section";

export async function generateMetadata({ params }: PageProps<"/[locale]/services/financement">): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "financing.page" });
  return pageMetadata({ locale, path: "/services/financement", title: t("metaTitle"), description: t("description") });
}

const SOURCES = ["downPayment", "sellerFinancing", "bank", "bdc", "csbfp", "iq", "regional"] as const;

/** /services/financement: how an acquisition is financed in Quebec, the lenders and programs, a payment calculator, the request form. */
export default async function FinancingServicePage({
  params,
  searchParams,
}: PageProps<"/[locale]/services/financement">) {
  const locale = await pageLocale(params);
  const t = await getTranslations("financing.page");
  const query = await searchParams;
  const first = (k: string) => {
    const v = query[k];
    return ((Array.isArray(v) ? v[0] : v) ?? "").trim().slice(0, 120);
  };
  const client = createPublicClient();
  const [partners, programs, regions, provinces] = await Promise.all([
    listPartners(client),
    listPrograms(client),
    listRegions(client),
    // The form still works without the province list (its field falls back to none).
    listProvinces(client).catch((error: unknown) => {
      console.error("[financing] provinces not read:", errorMessage(error));
      return [];
    }),
  ]);
  const calculator = readCalculatorQuery(query, locale);

  // The deal: a business of the site, chosen by its page's link (?listing=slug) or by searching here (?q=…).
  const slug = first("listing");
  const search = first("q");
  const [business, matches] = await Promise.all([
    slug ? getBusinessToFinance(client, slug, locale) : null,
    search.length >= 2 ? findBusinessesToFinance(client, search, locale) : [],
  ]);
  // The programs fit the deal described (or, before that, the chosen listing's asking price).
  const programQuery = readProgramQuery(
    business?.price && query.price === undefined
      ? { ...query, price: formatMoneyInput(business.price, locale) }
      : query,
    locale,
    regions,
  );
  const dealGiven = programQuery.deal && Object.values(programQuery.deal).some((v) => v !== null);
  const matchedPrograms = programQuery.deal ? matchPrograms(programs, programQuery.deal) : programs;
  const provinceOptions = provinces.map((p) => ({
    value: p.slug,
    label: locale === "en" ? (p.name_en ?? p.name_fr) : p.name_fr,
  }));
  const quebec = provinces.find((p) => p.code === "QC")?.slug ?? provinceOptions[0]?.value ?? "";
  const carry = Object.fromEntries(
    [
      ["listing", slug],
      ["q", search],
    ].filter(([, v]) => v),
  ) as Record<string, string>;

  const programCarry = Object.fromEntries(
    PROGRAM_FIELDS.map((k) => [k, programQuery.form[k]]).filter(([, v]) => v),
  ) as Record<string, string>;
  const calculatorCarry = Object.fromEntries(Object.entries(calculator.form).filter(([, v]) => v)) as Record<
    string,
    string
  >;

  return (
    <>
      <PageHeader eyebrow={t("eyebrow")} title={t("title")} intro={<p>{t("intro")}</p>} />
      <div className="mx-auto max-w-5xl space-y-14 px-4 py-12 sm:px-6">
        <TitledSection id="how-title" title={t("howTitle")} titleClassName={PAGE_HEADING}>
          <p className="mt-3 text-neutral-700 dark:text-neutral-300">{t("howIntro")}</p>
          <dl className="mt-6 grid gap-6 md:grid-cols-2">
            {SOURCES.map((s) => (
              <div key={s}>
                <dt className="font-semibold">{t(`sources.${s}.title`)}</dt>
                <dd className="mt-1 text-neutral-700 dark:text-neutral-300">{t(`sources.${s}.text`)}</dd>
              </div>
            ))}
          </dl>
        </TitledSection>
        <TitledSection
          id="partners-title"
          title={t("partnersTitle")}
          titleClassName="mb-4 text-2xl font-bold tracking-tight"
        >
          <PartnersList partners={partners} locale={locale} />
        </TitledSection>
        <ProgramMatcher
          locale={locale}
          form={programQuery.form}
          errors={programQuery.errors}
          matched={matchedPrograms}
          filtered={Boolean(dealGiven)}
          total={programs.length}
          regions={regions.map((r) => ({ id: r.id, slug: r.slug, name: locale === "en" ? r.name_en : r.name_fr }))}
          carry={{ ...carry, ...calculatorCarry }}
        />
        <PaymentCalculator
          locale={locale}
          form={calculator.form}
          errors={calculator.errors}
          values={calculator.values}
          carry={{ ...carry, ...programCarry }}
        />
        <section id="demande" aria-labelledby="request-title" className="space-y-6">
          {!business ? (
            <GetForm
              action="#demande"
              className="flex flex-wrap items-end gap-3 rounded-md bg-neutral-50 p-4 dark:bg-neutral-900"
              role="search"
              aria-label={t("searchLabel")}
            >
              {Object.entries({
                amount: calculator.form.amount,
                rate: calculator.form.rate,
                years: calculator.form.years,
              })
                .filter(([, v]) => v)
                .map(([k, v]) => (
                  <input key={k} type="hidden" name={k} value={v} />
                ))}
              <div className="min-w-0 flex-1">
                <label htmlFor="listing-search" className="block text-sm font-medium">
                  {t("searchLabel")}
                </label>
                <input
                  id="listing-search"
                  name="q"
                  type="search"
                  defaultValue={search}
                  className={`${inputClasses} mt-1`}
                />
              </div>
              <button
                type="submit"
                className="rounded-md border border-neutral-300 px-4 py-2 font-semibold dark:border-neutral-600"
              >
                {t("searchSubmit")}
              </button>
              {search.length >= 2 ? (
                <ul className="w-full space-y-1 text-sm" aria-label={t("searchResults")}>
                  {matches.length === 0 ? (
                    <li>{t("searchNone")}</li>
                  ) : (
                    matches.map((m) => (
                      <li key={m.slug}>
                        <Link
                          href={{ pathname: "/services/financement", query: { listing: m.slug }, hash: "demande" }}
                          className="text-secondary-800 underline dark:text-secondary-300"
                        >
                          {m.title}
                        </Link>
                      </li>
                    ))
                  )}
                </ul>
              ) : null}
            </GetForm>
          ) : null}
          <ClientMessages namespaces={["financing.form", "financing.errors"]}>
            <FinancingRequestForm business={business} provinces={provinceOptions} defaultProvince={quebec} />
          </ClientMessages>
        </section>
      </div>
    </>
  );
}
