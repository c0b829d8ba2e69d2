import type { Locale } from "@/lib/i18n/routing";
import { sellHref } from "@/lib/site/sell-link";
import { getLocale, getTranslations } from "next-intl/server";
import type { ComponentType, SVGProps } from "react";
import {
  FacebookIcon,
  InstagramIcon,
  LinkedinIcon,
  MailIcon,
  MapPinIcon,
  SpotifyIcon,
  TiktokIcon,
  YoutubeIcon,
} from "@/components/ui/icons";
import { NewsletterBox } from "@/components/site/newsletter-box";
import { NewsletterNotice } from "@/components/site/newsletter-notice";
import { PageLink } from "@/components/ui/page-link";
import { publicContactEmail } from "@/lib/site/contact";
import { footerRegions, socialLinks, type SocialKey } from "@/lib/site/navigation";
import { FooterCategories } from "./footer-categories";
import { Logo } from "@/components/layout/logo";

const socialIcons: Record<SocialKey, ComponentType<SVGProps<SVGSVGElement>>> = {
  facebook: FacebookIcon,
  instagram: InstagramIcon,
  linkedin: LinkedinIcon,
  tiktok: TiktokIcon,
  spotify: SpotifyIcon,
  youtube: YoutubeIcon,
};

// In app/globals.css: the footer has some thirty of these links on every page.
const linkClass = "footer-link";
const headingClass = "text-sm font-semibold tracking-wide text-neutral-900 uppercase dark:text-white";

/** The site footer (§2): every link and label of the spec, regions, categories, social links, contact. */
export async function SiteFooter() {
  const t = await getTranslations("footer");
  const tNav = await getTranslations("nav");
  const tMeta = await getTranslations("meta");
  const tRegions = await getTranslations("regions");
  const locale = await getLocale();
  const email = publicContactEmail();
  const year = new Date().getFullYear();

  const columns = [
    {
      id: "footer-site",
      heading: t("siteHeading"),
      links: [
        { href: "/", label: t("home") },
        { href: "/a-propos", label: t("about") },
        { href: "/entreprises", label: tNav("businesses") },
        { href: "/immobilier", label: tNav("realEstate") },
        { href: "/franchises", label: t("franchises") },
        { href: "/blog", label: t("blog") },
      ],
    },
    {
      id: "footer-services",
      heading: t("servicesHeading"),
      links: [
        { href: sellHref(locale as Locale), label: t("sell") },
        { href: "/services/financement", label: tNav("financing") },
        { href: "/services/evaluation", label: tNav("valuation") },
        { href: "/forfaits", label: t("plans") },
      ],
    },
    {
      id: "footer-help",
      heading: t("helpHeading"),
      links: [
        { href: "/contact", label: t("needHelp") },
        { href: "/faq", label: t("faq") },
        { href: "/contact", label: t("contactUs") },
      ],
    },
  ];

  return (
    <footer className="mt-16 border-t border-neutral-200 bg-neutral-50 dark:border-neutral-800 dark:bg-neutral-900">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <div className="grid gap-10 lg:grid-cols-12">
          <div className="lg:col-span-4">
            <Logo name={tMeta("siteName")} />
            <p className="mt-4 max-w-sm text-sm text-neutral-700 dark:text-neutral-300">{t("tagline")}</p>
            <ul className="mt-5 space-y-2 text-sm text-neutral-700 dark:text-neutral-300">
              {email ? (
                <li className="flex items-center gap-2">
                  <MailIcon className="size-4 shrink-0" />
                  <a
                    href={`mailto:${email}`}
                    className="hover:text-primary-800 hover:underline dark:hover:text-primary-300"
                  >
                    {email}
                  </a>
                </li>
              ) : null}
              <li className="flex items-center gap-2">
                <MapPinIcon className="size-4 shrink-0" />
                <span>{t("location")}</span>
              </li>
            </ul>
            <ul className="mt-5 flex flex-wrap gap-2" aria-label={t("socialHeading")}>
              {socialLinks.map((social) => {
                const Icon = socialIcons[social.key];
                return (
                  <li key={social.key}>
                    <a
                      href={social.href}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={t(`social.${social.key}`)}
                      className="inline-flex size-10 items-center justify-center rounded-full border border-neutral-300 text-neutral-700 hover:border-primary-700 hover:text-primary-800 dark:border-neutral-600 dark:text-neutral-200 dark:hover:border-primary-400 dark:hover:text-primary-300"
                    >
                      <Icon className="size-5" />
                    </a>
                  </li>
                );
              })}
            </ul>
          </div>

          <nav aria-label={t("navLabel")} className="grid grid-cols-2 gap-8 sm:grid-cols-4 lg:col-span-8">
            {columns.map((column) => (
              <div key={column.id}>
                <h2 id={column.id} className={headingClass}>
                  {column.heading}
                </h2>
                <ul className="mt-4 space-y-2.5" aria-labelledby={column.id}>
                  {column.links.map((link) => (
                    <li key={`${link.href}-${link.label}`}>
                      <PageLink locale={locale} href={link.href} className={linkClass}>
                        {link.label}
                      </PageLink>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
            <div>
              <h2 id="footer-regions" className={headingClass}>
                {t("regionsHeading")}
              </h2>
              <ul className="mt-4 space-y-2.5" aria-labelledby="footer-regions">
                {footerRegions.map((region) => (
                  <li key={region.slug}>
                    <PageLink locale={locale} href={`/entreprises/regions/${region.slug}`} className={linkClass}>
                      {tRegions(region.key)}
                    </PageLink>
                  </li>
                ))}
              </ul>
              <PageLink
                locale={locale}
                href="/entreprises/regions"
                className={`${linkClass} mt-2.5 inline-block font-semibold`}
              >
                {t("allRegions")}
              </PageLink>
            </div>
          </nav>
        </div>

        <FooterCategories headingId="footer-categories-heading" />

        <section
          aria-labelledby="footer-newsletter"
          className="mt-10 grid gap-6 rounded-xl bg-primary-800 p-6 text-white sm:p-8 lg:grid-cols-2 dark:bg-primary-950"
        >
          <div>
            <h2 id="footer-newsletter" className="text-xl font-bold">
              {t("newsletterHeading")}
            </h2>
            <p className="mt-2 text-sm text-primary-50">{t("newsletterBody")}</p>
          </div>
          <NewsletterBox source="footer" tone="inverted" notice={<NewsletterNotice tone="inverted" />} />
        </section>

        <div className="mt-10 flex flex-col gap-4 border-t border-neutral-200 pt-6 text-sm text-neutral-700 sm:flex-row sm:items-center sm:justify-between dark:border-neutral-800 dark:text-neutral-300">
          <p>{t("copyright", { year, name: tMeta("siteName") })}</p>
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            <li>
              <PageLink locale={locale} href="/politique-confidentialite" className={linkClass}>
                {t("privacy")}
              </PageLink>
            </li>
            <li>
              <PageLink locale={locale} href="/conditions-utilisation" className={linkClass}>
                {t("terms")}
              </PageLink>
            </li>
            <li>
              <PageLink
                href="/"
                locale={locale === "fr" ? "en" : "fr"}
                hrefLang={locale === "fr" ? "en" : "fr"}
                lang={locale === "fr" ? "en" : "fr"}
                className={linkClass}
              >
                {t("otherLanguage")}
              </PageLink>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
