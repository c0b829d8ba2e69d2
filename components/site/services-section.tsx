import { HomeSection } from "./home-section";
import { getTranslations } from "next-intl/server";
import type { ComponentType, SVGProps } from "react";
import { ArrowRightIcon, ChartIcon, CoinsIcon, UsersIcon } from "@/components/ui/icons";
import { Link } from "@/lib/i18n/navigation";

type Card = { key: "financing" | "valuation" | "experts"; href: string; Icon: ComponentType<SVGProps<SVGSVGElement>> };

const cards: Card[] = [
  { key: "financing", href: "/services/financement", Icon: CoinsIcon },
  { key: "valuation", href: "/services/evaluation", Icon: ChartIcon },
  { key: "experts", href: "/experts", Icon: UsersIcon },
];

/** The services (financing, valuation) and the experts directory. */
export async function ServicesSection() {
  const t = await getTranslations("home.services");
  return (
    <HomeSection id="services" title={t("heading")} intro={t("intro")}>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {cards.map(({ key, href, Icon }) => (
          <li
            key={key}
            className="flex flex-col rounded-xl border border-neutral-200 bg-white p-6 dark:border-neutral-800 dark:bg-neutral-900"
          >
            <span className="inline-flex size-11 items-center justify-center rounded-lg bg-secondary-100 text-secondary-800 dark:bg-secondary-950 dark:text-secondary-300">
              <Icon className="size-6" />
            </span>
            <h3 className="mt-4 text-lg font-semibold">{t(`${key}.title`)}</h3>
            <p className="mt-2 flex-1 text-neutral-700 dark:text-neutral-300">{t(`${key}.body`)}</p>
            <Link
              href={href}
              className="mt-4 inline-flex items-center gap-1.5 font-semibold text-secondary-800 hover:underline dark:text-secondary-300"
            >
              {t(`${key}.cta`)}
              <ArrowRightIcon className="size-4" />
            </Link>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
