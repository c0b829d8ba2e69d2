import { TitledSection } from "@/components/content/titled-section";
import type { Metadata } from "next";
import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { CatalogueHeader } from "@/components/businesses/catalogue-header";
import { GuideSearch } from "@/components/businesses/guide-search";
import { localName } from "@/lib/i18n/localized-text";
import { buttonClasses } from "@/components/ui/button";
import { CheckIcon } from "@/components/ui/icons";
import { Link } from "@/lib/i18n/navigation";
import { pageMetadata } from "@/lib/site/metadata";
import { pageLocale } from "@/lib/i18n/page-locale";
import { buyerGuideLists } from "@/lib/taxonomy/cached";

const STEPS = ["define", "search", "contact", "analyse", "offer", "diligence", "close"] as const;
const DILIGENCE = ["financial", "legal", "operations", "people", "tax"] as const;
const FINANCING = ["bank", "public", "seller", "earnout"] as const;
const EXPERTS = ["accountant", "lawyer", "broker", "valuator", "advisor"] as const;
const SECTIONS = ["steps", "diligence", "financing", "structure", "experts"] as const;
// Categories many first-time buyers look at; shown only if they exist.
const POPULAR = [
  "restaurant",
  "depanneur",
  "cafe",
  "garage-de-mecanique",
  "salon-de-coiffure",
  "entreprise-de-camionnage",
  "epicerie",
  "quincaillerie",
];

export async function generateMetadata({ params }: PageProps<"/[locale]/acheter-une-entreprise">): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "buyerGuide" });
  return pageMetadata({
    locale,
    path: "/acheter-une-entreprise",
    title: t("metaTitle"),
    description: t("metaDescription"),
  });
}

const h2 = "text-2xl font-bold tracking-tight text-neutral-950 sm:text-3xl dark:text-white";
const lead = "mt-3 max-w-3xl text-neutral-700 dark:text-neutral-300";
const card = "rounded-lg border border-neutral-200 bg-white p-5 dark:border-neutral-800 dark:bg-neutral-900";

/** One part of the guide, reachable from the table of contents. */
function GuideSection({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="mt-16 scroll-mt-4">
      <h2 id={`${id}-heading`} className={h2}>
        {title}
      </h2>
      <p className={lead}>{intro}</p>
      {children}
    </section>
  );
}

/** /acheter-une-entreprise: the buyer's guide, leading into the search. */
export default async function BuyerGuidePage({ params }: PageProps<"/[locale]/acheter-une-entreprise">) {
  const locale = await pageLocale(params);
  const t = await getTranslations("buyerGuide");
  const { categories, regions } = await buyerGuideLists();
  const popular = categories.filter((category) => POPULAR.includes(category.slug));

  return (
    <>
      <CatalogueHeader
        eyebrow={t("eyebrow")}
        title={t("title")}
        intro={<p>{t("intro")}</p>}
        aside={<GuideSearch locale={locale} id="guide-search-top" />}
      />
      <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
        <nav aria-label={t("tocLabel")} className="rounded-lg bg-neutral-50 p-5 dark:bg-neutral-900">
          <p className="font-semibold text-neutral-950 dark:text-white">{t("tocLabel")}</p>
          <ol className="mt-2 grid gap-1 sm:grid-cols-2">
            {SECTIONS.map((section) => (
              <li key={section}>
                <a href={`#${section}`} className="text-secondary-800 underline dark:text-secondary-300">
                  {t(`${section}.heading`)}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <GuideSection id="steps" title={t("steps.heading")} intro={t("steps.intro")}>
          <ol className="mt-8 space-y-6">
            {STEPS.map((step, index) => (
              <li key={step} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-700 font-bold text-white dark:bg-primary-400 dark:text-neutral-950"
                >
                  {index + 1}
                </span>
                <div>
                  <h3 className="text-lg font-semibold text-neutral-950 dark:text-white">{t(`steps.${step}.title`)}</h3>
                  <p className="mt-1 text-neutral-700 dark:text-neutral-300">{t(`steps.${step}.body`)}</p>
                </div>
              </li>
            ))}
          </ol>
        </GuideSection>

        <GuideSection id="diligence" title={t("diligence.heading")} intro={t("diligence.intro")}>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2">
            {DILIGENCE.map((item) => (
              <li key={item} className={card}>
                <h3 className="flex items-center gap-2 font-semibold text-neutral-950 dark:text-white">
                  <CheckIcon className="size-5 text-primary-700 dark:text-primary-400" />
                  {t(`diligence.${item}.title`)}
                </h3>
                <p className="mt-2 text-sm text-neutral-700 dark:text-neutral-300">{t(`diligence.${item}.body`)}</p>
              </li>
            ))}
          </ul>
        </GuideSection>

        <GuideSection id="financing" title={t("financing.heading")} intro={t("financing.intro")}>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2">
            {FINANCING.map((item) => (
              <li key={item} className={card}>
                <h3 className="font-semibold text-neutral-950 dark:text-white">{t(`financing.${item}.title`)}</h3>
                <p className="mt-2 text-sm text-neutral-700 dark:text-neutral-300">{t(`financing.${item}.body`)}</p>
              </li>
            ))}
          </ul>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link
              href={{ pathname: "/entreprises", query: { seller_financing: "1" } }}
              className={buttonClasses({ variant: "outline" })}
            >
              {t("financing.seller.title")}
            </Link>
            <Link href="/services/financement" className={buttonClasses({ variant: "outline" })}>
              {t("experts.financingCta")}
            </Link>
          </div>
        </GuideSection>

        <GuideSection id="structure" title={t("structure.heading")} intro={t("structure.intro")}>
          <div className="mt-8 grid gap-4 md:grid-cols-2">
            {(["asset", "share"] as const).map((kind) => (
              <div key={kind} className={card}>
                <h3 className="text-lg font-semibold text-neutral-950 dark:text-white">
                  {t(`structure.${kind}.title`)}
                </h3>
                <p className="mt-2 text-neutral-700 dark:text-neutral-300">{t(`structure.${kind}.body`)}</p>
              </div>
            ))}
          </div>
        </GuideSection>

        <GuideSection id="experts" title={t("experts.heading")} intro={t("experts.intro")}>
          <dl className="mt-8 space-y-5">
            {EXPERTS.map((item) => (
              <div key={item}>
                <dt className="font-semibold text-neutral-950 dark:text-white">{t(`experts.${item}.title`)}</dt>
                <dd className="mt-1 text-neutral-700 dark:text-neutral-300">{t(`experts.${item}.body`)}</dd>
              </div>
            ))}
          </dl>
          <Link href="/experts" className={`${buttonClasses({ variant: "secondary" })} mt-6`}>
            {t("experts.cta")}
          </Link>
        </GuideSection>

        <TitledSection
          id="next-heading"
          title={t("next.heading")}
          className="mt-16 rounded-xl bg-primary-50 p-6 sm:p-10 dark:bg-primary-950/60"
          titleClassName={h2}
        >
          <p className={lead}>{t("next.body")}</p>
          <div className="mt-6 max-w-2xl">
            <GuideSearch locale={locale} id="guide-search-bottom" />
          </div>
          {popular.length > 0 ? (
            <>
              <h3 className="mt-8 font-semibold text-neutral-950 dark:text-white">{t("next.categories")}</h3>
              <ul className="mt-3 flex flex-wrap gap-2">
                {popular.map((category) => (
                  <li key={category.id}>
                    <Link
                      href={`/entreprises/categories/${category.slug}`}
                      className="inline-block rounded-full bg-white px-3 py-1 text-sm text-neutral-800 hover:text-primary-900 dark:bg-neutral-900 dark:text-neutral-200 dark:hover:text-primary-200"
                    >
                      {localName(category, locale)}
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {regions.length ? (
            <>
              <h3 className="mt-8 font-semibold text-neutral-950 dark:text-white">{t("next.regions")}</h3>
              <ul className="mt-3 flex flex-wrap gap-2">
                {regions.map((region) => (
                  <li key={region.id}>
                    <Link
                      href={`/entreprises/regions/${region.slug}`}
                      className="inline-block rounded-full bg-white px-3 py-1 text-sm text-neutral-800 hover:text-primary-900 dark:bg-neutral-900 dark:text-neutral-200 dark:hover:text-primary-200"
                    >
                      {localName(region, locale)}
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <Link href="/entreprises" className={`${buttonClasses()} mt-8`}>
            {t("next.all")}
          </Link>
        </TitledSection>

        <p className="mt-10 text-sm text-neutral-600 dark:text-neutral-400">{t("disclaimer")}</p>
      </div>
    </>
  );
}
