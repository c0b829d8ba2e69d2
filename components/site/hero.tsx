import { sellHref } from "@/lib/site/sell-link";
import { getTranslations } from "next-intl/server";
import { buttonClasses } from "@/components/ui/button";
import { SearchBox } from "@/components/forms/search-box";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { localizedPath } from "@/lib/i18n/paths";

/** The home hero: the search box and the ways in. */
export async function Hero({ locale }: { locale: Locale }) {
  const t = await getTranslations("home");
  return (
    <section className="relative overflow-hidden border-b border-neutral-200 bg-gradient-to-b from-primary-50 to-white dark:border-neutral-800 dark:from-primary-950/60 dark:to-neutral-950">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24">
        <p className="text-sm font-semibold tracking-wide text-primary-800 uppercase dark:text-primary-300">
          {t("eyebrow")}
        </p>
        <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-neutral-950 sm:text-5xl dark:text-white">
          {t("title")}
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-neutral-700 dark:text-neutral-300">{t("intro")}</p>
        <SearchBox
          id="hero-search"
          action={localizedPath(locale, "/entreprises")}
          label={t("searchLabel")}
          placeholder={t("searchPlaceholder")}
          submit={t("searchSubmit")}
          maxLength={120}
          required
          className="mt-8"
        />
        <div className="mt-6 flex flex-wrap gap-3 text-sm">
          <Link href="/entreprises" className={buttonClasses({ variant: "outline", size: "sm" })}>
            {t("browseAll")}
          </Link>
          <Link href={sellHref(locale)} className={buttonClasses({ variant: "ghost", size: "sm" })}>
            {t("sellCta")}
          </Link>
        </div>
      </div>
    </section>
  );
}
