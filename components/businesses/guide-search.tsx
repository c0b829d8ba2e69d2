import { getTranslations } from "next-intl/server";
import { buttonClasses } from "@/components/ui/button";
import { inputClasses } from "@/components/forms/field";
import { SearchIcon } from "@/components/ui/icons";
import { MAX_SEARCH_LENGTH } from "@/lib/businesses/search-params";
import type { Locale } from "@/lib/i18n/routing";
import { localizedPath } from "@/lib/i18n/paths";

/** A keyword box that opens /entreprises with the words (a plain GET form). */
export async function GuideSearch({ locale, id }: { locale: Locale; id: string }) {
  const t = await getTranslations({ locale, namespace: "buyerGuide" });
  return (
    <form
      role="search"
      aria-labelledby={`${id}-label`}
      action={localizedPath(locale, "/entreprises")}
      method="get"
      className="flex max-w-2xl flex-col gap-3 sm:flex-row"
    >
      <label id={`${id}-label`} htmlFor={id} className="sr-only">
        {t("searchLabel")}
      </label>
      <div className="relative flex-1">
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-neutral-500 dark:text-neutral-400" />
        <input
          id={id}
          name="search"
          type="search"
          maxLength={MAX_SEARCH_LENGTH}
          placeholder={t("searchPlaceholder")}
          className={`${inputClasses} h-12 pl-10`}
        />
      </div>
      <button type="submit" className={buttonClasses({ size: "lg" })}>
        {t("searchSubmit")}
      </button>
    </form>
  );
}
