import { PHOTO_SIZES } from "@/lib/image-sizes";
import { getTranslations } from "next-intl/server";
import { BusinessCard } from "@/components/businesses/business-card";
import { ArrowRightIcon } from "@/components/ui/icons";
import type { BusinessCard as Business } from "@/lib/businesses/types";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";

/** A row of business cards on the home page (featured or latest), with a link to the full search. */
export async function BusinessesSection({
  id,
  locale,
  heading,
  intro,
  businesses,
  moreHref,
  tone = "plain",
}: {
  id: string;
  locale: Locale;
  heading: string;
  intro: string;
  businesses: Business[];
  moreHref: string | { pathname: string; query: Record<string, string> };
  tone?: "plain" | "tinted";
}) {
  if (businesses.length === 0) return null;
  const t = await getTranslations({ locale, namespace: "home" });
  return (
    <section
      aria-labelledby={id}
      data-testid={id}
      className={
        tone === "tinted"
          ? "render-near-screen border-y border-neutral-200 bg-neutral-50 dark:border-neutral-800 dark:bg-neutral-900"
          : "render-near-screen"
      }
    >
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id={id} className="text-2xl font-bold tracking-tight sm:text-3xl">
              {heading}
            </h2>
            <p className="mt-2 max-w-2xl text-neutral-700 dark:text-neutral-300">{intro}</p>
          </div>
          <Link
            href={moreHref}
            className="inline-flex items-center gap-1 font-semibold text-secondary-800 underline dark:text-secondary-300"
          >
            {t("listingsSeeAll")}
            <ArrowRightIcon className="size-4" />
          </Link>
        </div>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {businesses.map((business) => (
            <li key={business.id}>
              <BusinessCard business={business} locale={locale} sizes={PHOTO_SIZES.wideCards} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
