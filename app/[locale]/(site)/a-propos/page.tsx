import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import type { ComponentType, SVGProps } from "react";
import { PageHeader } from "@/components/content/page-header";
import { PAGE_HEADING, TitledSection } from "@/components/content/titled-section";
import { buttonClasses } from "@/components/ui/button";
import { BuildingIcon, ChartIcon, ShieldIcon, UsersIcon } from "@/components/ui/icons";
import { Link } from "@/lib/i18n/navigation";
import { pageMetadata } from "@/lib/site/metadata";
import { pageLocale } from "@/lib/i18n/page-locale";

const values: Array<{
  key: "local" | "confidential" | "transparent" | "network";
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}> = [
  { key: "local", Icon: BuildingIcon },
  { key: "confidential", Icon: ShieldIcon },
  { key: "transparent", Icon: ChartIcon },
  { key: "network", Icon: UsersIcon },
];
const steps = ["list", "meet", "close"] as const;

export async function generateMetadata({ params }: PageProps<"/[locale]/a-propos">): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "about" });
  return pageMetadata({ locale, path: "/a-propos", title: t("title"), description: t("description") });
}

export default async function AboutPage({ params }: PageProps<"/[locale]/a-propos">) {
  await pageLocale(params);
  const t = await getTranslations("about");
  return (
    <>
      <PageHeader eyebrow={t("eyebrow")} title={t("title")} intro={<p>{t("intro")}</p>} />
      <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
        <section aria-labelledby="about-mission" className="grid gap-8 lg:grid-cols-2">
          <div>
            <h2 id="about-mission" className={PAGE_HEADING}>
              {t("missionTitle")}
            </h2>
            <p className="mt-4 text-neutral-700 dark:text-neutral-300">{t("missionBody1")}</p>
            <p className="mt-4 text-neutral-700 dark:text-neutral-300">{t("missionBody2")}</p>
          </div>
          <div className="rounded-xl border border-neutral-200 bg-neutral-50 p-6 dark:border-neutral-800 dark:bg-neutral-900">
            <h3 className="text-lg font-semibold">{t("offerTitle")}</h3>
            <ul className="mt-4 list-disc space-y-2 pl-5 text-neutral-700 dark:text-neutral-300">
              {(["businesses", "franchises", "realEstate", "experts", "services"] as const).map((k) => (
                <li key={k}>{t(`offer.${k}`)}</li>
              ))}
            </ul>
          </div>
        </section>

        <TitledSection id="about-values" title={t("valuesTitle")} className="mt-16" titleClassName={PAGE_HEADING}>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2">
            {values.map(({ key, Icon }) => (
              <li key={key} className="flex gap-4 rounded-xl border border-neutral-200 p-5 dark:border-neutral-800">
                <Icon className="mt-1 size-6 shrink-0 text-primary-700 dark:text-primary-400" />
                <div>
                  <h3 className="font-semibold">{t(`values.${key}.title`)}</h3>
                  <p className="mt-1 text-neutral-700 dark:text-neutral-300">{t(`values.${key}.body`)}</p>
                </div>
              </li>
            ))}
          </ul>
        </TitledSection>

        <TitledSection id="about-steps" title={t("stepsTitle")} className="mt-16" titleClassName={PAGE_HEADING}>
          <ol className="mt-6 grid gap-6 md:grid-cols-3">
            {steps.map((key, i) => (
              <li key={key} className="rounded-xl bg-secondary-50 p-5 dark:bg-secondary-950/50">
                <span className="inline-flex size-8 items-center justify-center rounded-full bg-secondary-700 font-bold text-white dark:bg-secondary-400 dark:text-neutral-950">
                  {i + 1}
                </span>
                <h3 className="mt-3 font-semibold">{t(`steps.${key}.title`)}</h3>
                <p className="mt-1 text-neutral-700 dark:text-neutral-300">{t(`steps.${key}.body`)}</p>
              </li>
            ))}
          </ol>
        </TitledSection>

        <TitledSection
          id="about-cta"
          title={t("ctaTitle")}
          className="mt-16 rounded-2xl bg-primary-800 p-8 text-white dark:bg-primary-950"
          titleClassName="text-2xl font-bold"
        >
          <p className="mt-2 max-w-2xl text-primary-50">{t("ctaBody")}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link href="/contact" className={buttonClasses({ variant: "outline" })}>
              {t("ctaContact")}
            </Link>
            <Link
              href="/forfaits"
              className="inline-flex h-10 items-center rounded-md px-4 text-sm font-semibold text-white underline hover:no-underline"
            >
              {t("ctaPlans")}
            </Link>
          </div>
        </TitledSection>
      </div>
    </>
  );
}
