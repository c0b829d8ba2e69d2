import { getTranslations } from "next-intl/server";
import { JsonLd } from "@/components/ui/json-ld";
import type { Locale } from "@/lib/i18n/routing";
import { absoluteUrl } from "@/lib/i18n/paths";
import { socialLinks } from "@/lib/site/navigation";

/** Site structured data (§3): the website with its search action, the organisation and the Montréal service. */
export async function StructuredData({ locale, email }: { locale: Locale; email: string | null }) {
  const t = await getTranslations({ locale, namespace: "meta" });
  const home = absoluteUrl(locale, "/");
  const organisationId = `${absoluteUrl("fr", "/")}#organization`;
  const graph = {
    "@context": "https://schema.org",
    "@graph": [
      {
        "@type": "WebSite",
        "@id": `${home}#website`,
        url: home,
        name: t("siteName"),
        description: t("description"),
        inLanguage: locale === "fr" ? "fr-CA" : "en-CA",
        publisher: { "@id": organisationId },
        potentialAction: {
          "@type": "SearchAction",
          target: {
            "@type": "EntryPoint",
            urlTemplate: `${absoluteUrl(locale, "/entreprises")}?search={search_term_string}`,
          },
          "query-input": "required name=search_term_string",
        },
      },
      {
        "@type": "Organization",
        "@id": organisationId,
        name: t("siteName"),
        url: absoluteUrl("fr", "/"),
        ...(email ? { email } : {}),
        sameAs: socialLinks.map((s) => s.href),
      },
      {
        "@type": "ProfessionalService",
        "@id": `${home}#service`,
        name: t("siteName"),
        description: t("serviceDescription"),
        url: home,
        ...(email ? { email } : {}),
        parentOrganization: { "@id": organisationId },
        areaServed: { "@type": "AdministrativeArea", name: t("areaServed") },
        address: {
          "@type": "PostalAddress",
          addressLocality: "Montréal",
          addressRegion: "QC",
          addressCountry: "CA",
        },
      },
    ],
  };
  return <JsonLd data={graph} />;
}
