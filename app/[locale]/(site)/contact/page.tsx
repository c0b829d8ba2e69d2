import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ContactForm } from "@/components/site/contact-form";
import { PageHeader } from "@/components/content/page-header";
import { ClientMessages } from "@/components/i18n/client-messages";
import { MailIcon, MapPinIcon } from "@/components/ui/icons";
import { Link } from "@/lib/i18n/navigation";
import { publicContactEmail } from "@/lib/site/contact";
import { pageMetadata } from "@/lib/site/metadata";
import { pageLocale } from "@/lib/i18n/page-locale";

export async function generateMetadata({ params }: PageProps<"/[locale]/contact">): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "contact" });
  return pageMetadata({ locale, path: "/contact", title: t("title"), description: t("description") });
}

export default async function ContactPage({ params }: PageProps<"/[locale]/contact">) {
  await pageLocale(params);
  const t = await getTranslations("contact");
  const tFooter = await getTranslations("footer");
  const email = publicContactEmail();
  return (
    <>
      <PageHeader title={t("title")} intro={<p>{t("intro")}</p>} />
      <div className="mx-auto grid max-w-5xl gap-12 px-4 py-12 sm:px-6 lg:grid-cols-[1fr_18rem]">
        <ClientMessages namespaces={["contact"]}>
          <ContactForm />
        </ClientMessages>
        <aside aria-labelledby="contact-other" className="space-y-6 text-neutral-700 dark:text-neutral-300">
          <h2 id="contact-other" className="text-lg font-semibold text-neutral-950 dark:text-white">
            {t("otherTitle")}
          </h2>
          {email ? (
            <p className="flex items-start gap-2">
              <MailIcon className="mt-1 size-4 shrink-0" />
              <a href={`mailto:${email}`} className="break-all text-secondary-800 underline dark:text-secondary-300">
                {email}
              </a>
            </p>
          ) : null}
          <p className="flex items-start gap-2">
            <MapPinIcon className="mt-1 size-4 shrink-0" />
            {tFooter("location")}
          </p>
          <p>{t("responseTime")}</p>
          <p>
            {t.rich("faqHint", {
              faq: (chunks) => (
                <Link href="/faq" className="text-secondary-800 underline dark:text-secondary-300">
                  {chunks}
                </Link>
              ),
            })}
          </p>
        </aside>
      </div>
    </>
  );
}
