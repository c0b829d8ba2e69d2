import { getTranslations } from "next-intl/server";
import { SearchBox } from "@/components/forms/search-box";
import { MAX_SEARCH_LENGTH } from "@/lib/businesses/search-params";
import type { Locale } from "@/lib/i18n/routing";
import { localizedPath } from "@/lib/i18n/paths";

/** A keyword box that opens /entreprises with the words. */
export async function GuideSearch({ locale, id }: { locale: Locale; id: string }) {
  const t = await getTranslations({ locale, namespace: "buyerGuide" });
  return (
    <SearchBox
      id={id}
      action={localizedPath(locale, "/entreprises")}
      label={t("searchLabel")}
      placeholder={t("searchPlaceholder")}
      submit={t("searchSubmit")}
      maxLength={MAX_SEARCH_LENGTH}
    />
  );
}
