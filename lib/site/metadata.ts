import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { SHARE_IMAGE_SIZE } from "@/lib/http/storage-images";
import { pageLocale } from "@/lib/i18n/page-locale";
import type { Locale } from "@/lib/i18n/routing";
import { languageAlternates, localizedPath } from "@/lib/i18n/paths";

/** The picture shown when a page without one of its own is shared (scripts/share-images.ts draws it). */
export { SHARE_IMAGE_SIZE };

export function defaultShareImage(locale: Locale) {
  return { url: `/og/${locale}.png`, ...SHARE_IMAGE_SIZE };
}

/** Title, description, canonical URL, hreflang alternates and the default share picture of a page. */
export function pageMetadata({
  locale,
  path,
  title,
  description,
}: {
  locale: Locale;
  path: string;
  title?: string;
  description?: string;
}): Metadata {
  const canonical = localizedPath(locale, path);
  return {
    ...(title ? { title } : {}),
    ...(description ? { description } : {}),
    alternates: { canonical, languages: languageAlternates(path) },
    openGraph: {
      ...(title ? { title } : {}),
      ...(description ? { description } : {}),
      url: canonical,
      locale: locale === "fr" ? "fr_CA" : "en_CA",
      type: "website",
      images: [{ ...defaultShareImage(locale), ...(title ? { alt: title } : {}) }],
    },
  };
}

/**
 * The metadata of a signed-in page (the workspace, the back office): its title, a message key, in the
 * page's language, and no indexing (`follow: false` too where its links must not be followed).
 */
export function signedInMetadata(titleKey: string, robots: { follow?: false } = {}) {
  return async ({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> => {
    const t = (await getTranslations({ locale: await pageLocale(params) })) as unknown as (key: string) => string;
    return { title: t(titleKey), robots: { index: false, ...robots } };
  };
}
