import { TitledSection } from "@/components/content/titled-section";
import { getTranslations } from "next-intl/server";
import { FacebookIcon, LinkedinIcon, MailIcon } from "@/components/ui/icons";
import type { Locale } from "@/lib/i18n/routing";

const link =
  "inline-flex h-10 items-center gap-2 rounded-md border border-neutral-300 px-3 text-sm font-medium text-neutral-800 hover:bg-neutral-100 dark:border-neutral-600 dark:text-neutral-100 dark:hover:bg-neutral-800";

/** Share links (plain links: no script of the networks on the page). */
export async function ShareLinks({ url, title, locale }: { url: string; title: string; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "blog.share" });
  const u = encodeURIComponent(url);
  const networks = [
    { name: "LinkedIn", href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`, Icon: LinkedinIcon },
    { name: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${u}`, Icon: FacebookIcon },
    { name: "X", href: `https://x.com/intent/post?url=${u}&text=${encodeURIComponent(title)}`, Icon: null },
  ];
  return (
    <TitledSection
      id="article-share"
      title={t("title")}
      titleClassName="text-sm font-semibold text-neutral-700 dark:text-neutral-300"
    >
      <ul className="mt-2 flex flex-wrap gap-2">
        {networks.map(({ name, href, Icon }) => (
          <li key={name}>
            <a href={href} target="_blank" rel="noopener noreferrer" className={link}>
              {Icon ? (
                <Icon className="size-4" />
              ) : (
                <span aria-hidden="true" className="font-bold">
                  𝕏
                </span>
              )}
              {name}
              <span className="sr-only"> {t("newWindow")}</span>
            </a>
          </li>
        ))}
        <li>
          <a href={`mailto:?subject=${encodeURIComponent(title)}&body=${u}`} className={link}>
            <MailIcon className="size-4" />
            {t("email")}
          </a>
        </li>
      </ul>
    </TitledSection>
  );
}
