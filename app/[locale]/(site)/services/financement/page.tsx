import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/content/page-header";
import { PartnersList } from "@/components/financing/partners-list";
import { PaymentCalculator } from "@/components/financing/payment-calculator";
import { FinancingRequestForm } from "@/components/financing/request-form";
import { inputClasses } from "@/components/forms/field";
import { GetForm } from "@/components/forms/get-form";
import { ClientMessages } from "@/components/i18n/client-messages";
import { findBusinessesToFinance, getBusinessToFinance } from "@/lib/businesses/queries/financing";
import { listPartners } from "@/lib/financing/queries";
import { listProvinces } from "@/lib/taxonomy/queries/provinces";
import { errorMessage } from "@/lib/supabase/errors";
import { readCalculatorQuery } from "@/lib/financing/calculator-query";
import { Link } from "@/lib/i18n/navigation";
import { pageMetadata } from "@/lib/site/metadata";
import { pageLocale } from "@/lib/i18n/page-locale";
import { createPublicClient } from "@/lib/supabase/public";

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
  const [partners, provinces] = await Promise.all([
    listPartners(client),
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

  return (
    <>
      <PageHeader eyebrow={t("eyebrow")} title={t("title")} intro={<p>{t("intro")}</p>} />
      <div className="mx-auto max-w-5xl space-y-14 px-4 py-12 sm:px-6">
        <section aria-labelledby="how-title">
          <h2 id="how-title" className="text-2xl font-bold tracking-tight">
            {t("howTitle")}
          </h2>
          <p className="mt-3 text-neutral-700 dark:text-neutral-300">{t("howIntro")}</p>
          <dl className="mt-6 grid gap-6 md:grid-cols-2">
            {SOURCES.map((s) => (
              <div key={s}>
                <dt className="font-semibold">{t(`sources.${s}.title`)}</dt>
                <dd className="mt-1 text-neutral-700 dark:text-neutral-300">{t(`sources.${s}.text`)}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section aria-labelledby="partners-title">
          <h2 id="partners-title" className="mb-4 text-2xl font-bold tracking-tight">
            {t("partnersTitle")}
          </h2>
          <PartnersList partners={partners} locale={locale} />
        </section>
        <PaymentCalculator
          locale={locale}
          form={calculator.form}
          errors={calculator.errors}
          values={calculator.values}
          carry={carry}
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
          <ClientMessages namespaces={["financing"]}>
            <FinancingRequestForm business={business} provinces={provinceOptions} defaultProvince={quebec} />
          </ClientMessages>
        </section>
      </div>
    </>
  );
}
