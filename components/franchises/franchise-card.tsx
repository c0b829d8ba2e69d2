import { getTranslations } from "next-intl/server";
import { localName } from "@/lib/i18n/localized-text";
import type { FranchiseCard as Franchise } from "@/lib/franchises/types";
import type { Locale } from "@/lib/i18n/routing";
import { Link } from "@/lib/i18n/navigation";
import { PHOTO_SIZES } from "@/lib/image-sizes";
import { FranchiseLogo } from "./franchise-logo";
import { franchiseFigures } from "./franchise-texts";

/** A franchise in the /franchises list: logo or illustration, sector, investment, fee, royalties and units. */
export async function FranchiseCard({ franchise, locale }: { franchise: Franchise; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "franchises" });
  const figures = await franchiseFigures(franchise, locale);
  const excerpt = (locale === "en" && franchise.excerpt_en) || franchise.excerpt_fr;
  return (
    <article
      data-testid="franchise-card"
      className="group relative flex h-full flex-col overflow-hidden rounded-lg border border-neutral-200 bg-white shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-secondary-600 hover:shadow-md dark:border-neutral-800 dark:bg-neutral-900 dark:focus-within:ring-secondary-300"
    >
      <FranchiseLogo
        logoUrl={franchise.logo_url}
        alt=""
        categoryNameFr={franchise.category.name_fr}
        sizes={PHOTO_SIZES.wideCards}
        className="aspect-[16/9]"
      />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div>
          <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-primary-800 dark:text-primary-300">
            {localName(franchise.category, locale)}
            {franchise.featured ? (
              <span className="rounded-full bg-warning-100 px-2.5 py-0.5 text-xs font-semibold text-warning-900 dark:bg-warning-900 dark:text-warning-100">
                {t("featured")}
              </span>
            ) : null}
          </p>
          <h3 className="mt-1 text-lg leading-snug font-semibold text-neutral-950 dark:text-white">
            <Link
              href={`/franchises/${franchise.id}`}
              className="group-hover:text-primary-800 after:absolute after:inset-0 focus-visible:outline-none dark:group-hover:text-primary-300"
            >
              {franchise.name}
            </Link>
          </h3>
          <p
            className="mt-1 line-clamp-2 text-sm text-neutral-700 dark:text-neutral-300"
            lang={locale === "en" && !franchise.excerpt_en ? "fr" : undefined}
          >
            {excerpt}
          </p>
        </div>
        <dl className="mt-auto grid grid-cols-2 gap-2 text-sm">
          <div className="col-span-2">
            <dt className="text-neutral-600 dark:text-neutral-400">{t("investment")}</dt>
            <dd className="font-semibold text-neutral-950 dark:text-white">{figures.investment}</dd>
          </div>
          <div>
            <dt className="text-neutral-600 dark:text-neutral-400">{t("franchiseFee")}</dt>
            <dd className="font-medium text-neutral-900 dark:text-neutral-100">{figures.fee}</dd>
          </div>
          <div>
            <dt className="text-neutral-600 dark:text-neutral-400">{t("royalties")}</dt>
            <dd className="font-medium text-neutral-900 dark:text-neutral-100">{figures.royalties}</dd>
          </div>
          <div>
            <dt className="text-neutral-600 dark:text-neutral-400">{t("units")}</dt>
            <dd className="font-medium text-neutral-900 dark:text-neutral-100">{figures.units}</dd>
          </div>
        </dl>
      </div>
    </article>
  );
}
