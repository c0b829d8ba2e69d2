import { sellHref } from "@/lib/site/sell-link";
import { getTranslations } from "next-intl/server";
import { buttonClasses } from "@/components/ui/button";
import { SearchIcon } from "@/components/ui/icons";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { localizedPath } from "@/lib/i18n/paths";

/** The home hero: a plain GET form, so the search works before (and without) JavaScript. */
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
        <form
          role="search"
          action={localizedPath(locale, "/entreprises")}
          method="get"
          className="mt-8 flex max-w-2xl flex-col gap-3 sm:flex-row"
        >
          <label htmlFor="hero-search" className="sr-only">
            {t("searchLabel")}
          </label>
          <div className="relative flex-1">
            <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-neutral-500 dark:text-neutral-400" />
            <input
              id="hero-search"
              name="search"
              type="search"
              required
              maxLength={120}
              placeholder={t("searchPlaceholder")}
              className="block h-12 w-full rounded-md border border-neutral-400 bg-white pr-3 pl-10 text-base text-neutral-900 placeholder:text-neutral-500 dark:border-neutral-500 dark:bg-neutral-900 dark:text-neutral-100 dark:placeholder:text-neutral-400"
            />
          </div>
          <button type="submit" className={buttonClasses({ size: "lg" })}>
            {t("searchSubmit")}
          </button>
        </form>
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
