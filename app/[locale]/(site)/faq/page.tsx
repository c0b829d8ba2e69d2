import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/content/page-header";
import { buttonClasses } from "@/components/ui/button";
import { Link } from "@/lib/i18n/navigation";
import { pageMetadata } from "@/lib/site/metadata";
import { pageLocale } from "@/lib/i18n/page-locale";

const groups = {
  buyers: ["find", "confidential", "contactSeller", "financing", "dueDiligence", "price"],
  sellers: ["howToSell", "valuation", "confidentiality", "duration", "broker", "documents"],
  plans: ["free", "change", "payment", "refund"],
  account: ["create", "data", "newsletter", "language"],
} as const;

type GroupKey = keyof typeof groups;

export async function generateMetadata({ params }: PageProps<"/[locale]/faq">): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "faq" });
  return pageMetadata({ locale, path: "/faq", title: t("title"), description: t("description") });
}

export default async function FaqPage({ params }: PageProps<"/[locale]/faq">) {
  await pageLocale(params);
  const t = await getTranslations("faq");
  const entries = (Object.keys(groups) as GroupKey[]).map((group) => ({
    group,
    items: groups[group].map((item) => ({
      id: `${group}-${item}`,
      question: t(`groups.${group}.items.${item}.q` as never),
      answer: t(`groups.${group}.items.${item}.a` as never),
    })),
  }));
  const structured = {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: entries
      .flatMap((e) => e.items)
      .map((item) => ({
        "@type": "Question",
        name: item.question,
        acceptedAnswer: { "@type": "Answer", text: item.answer },
      })),
  };

  return (
    <>
      <PageHeader title={t("title")} intro={<p>{t("intro")}</p>} />
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        {entries.map(({ group, items }) => (
          <section key={group} aria-labelledby={`faq-${group}`} className="not-first:mt-12">
            <h2 id={`faq-${group}`} className="text-2xl font-bold tracking-tight">
              {t(`groups.${group}.title`)}
            </h2>
            <div className="mt-4 divide-y divide-neutral-200 rounded-lg border border-neutral-200 dark:divide-neutral-800 dark:border-neutral-800">
              {items.map((item) => (
                <details
                  key={item.id}
                  id={item.id}
                  className="group px-5 py-4 [&_summary::-webkit-details-marker]:hidden"
                >
                  <summary className="flex cursor-pointer list-none items-start justify-between gap-4 font-semibold text-neutral-950 dark:text-white">
                    {item.question}
                    <span
                      aria-hidden="true"
                      className="mt-0.5 text-primary-700 transition-transform group-open:rotate-45 dark:text-primary-400"
                    >
                      +
                    </span>
                  </summary>
                  <p className="mt-3 text-neutral-700 dark:text-neutral-300">{item.answer}</p>
                </details>
              ))}
            </div>
          </section>
        ))}
        <div className="mt-14 rounded-xl bg-primary-50 p-6 text-center dark:bg-primary-950/50">
          <h2 className="text-xl font-semibold">{t("moreTitle")}</h2>
          <p className="mt-2 text-neutral-700 dark:text-neutral-300">{t("moreBody")}</p>
          <Link href="/contact" className={buttonClasses({ className: "mt-4" })}>
            {t("moreCta")}
          </Link>
        </div>
      </div>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: JSON.stringify(structured).replace(/</g, "\\u003c") }}
      />
    </>
  );
}
