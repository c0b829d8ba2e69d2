import { elision } from "@/lib/i18n/elision";
import { FrenchOnlyNote } from "@/components/ui/french-only";
import { getTranslations } from "next-intl/server";
import { localName } from "@/lib/i18n/localized-text";
import { Avatar } from "@/components/ui/avatar";
import { GlobeIcon, MailIcon, MapPinIcon } from "@/components/ui/icons";
import { EXPERT_LANGUAGES } from "@/lib/experts/schema";
import type { Expert } from "@/lib/experts/types";
import type { Locale } from "@/lib/i18n/routing";
import type { Region } from "@/lib/taxonomy/types";

const isExpertLanguage = (code: string): code is (typeof EXPERT_LANGUAGES)[number] =>
  (EXPERT_LANGUAGES as readonly string[]).includes(code);

const link = "break-all text-secondary-800 underline underline-offset-2 dark:text-secondary-300";

/** An expert of the directory: photo or initials, name, profession, company, regions, languages and how to reach them. */
export async function ExpertCard({ expert, regions, locale }: { expert: Expert; regions: Region[]; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "experts" });
  const served = expert.region_ids.map((id) => regions.find((r) => r.id === id)).filter((r) => r !== undefined);
  const bio = (locale === "en" && expert.bio_en) || expert.bio_fr;
  return (
    <article
      data-testid="expert-card"
      className="flex h-full flex-col gap-4 rounded-lg border border-neutral-200 bg-white p-5 shadow-sm dark:border-neutral-800 dark:bg-neutral-900"
    >
      <div className="flex items-start gap-4">
        <Avatar src={expert.photo_url} name={expert.name} size="3xl" drawnPx={64} className="size-16 text-lg" />
        <div className="min-w-0">
          <h3 className="text-lg leading-snug font-semibold text-neutral-950 dark:text-white">{expert.name}</h3>
          <p className="text-sm font-medium text-primary-800 dark:text-primary-300">
            {t(`professions.${expert.profession}`)}
          </p>
          {expert.company ? <p className="text-sm text-neutral-700 dark:text-neutral-300">{expert.company}</p> : null}
          {expert.featured ? (
            <p className="mt-1 inline-flex rounded-full bg-warning-100 px-2.5 py-0.5 text-xs font-semibold text-warning-900 dark:bg-warning-900 dark:text-warning-100">
              {t("featured")}
            </p>
          ) : null}
        </div>
      </div>
      {bio && locale === "en" && !expert.bio_en ? <FrenchOnlyNote locale={locale} className="-mb-2 text-xs" /> : null}
      {bio ? (
        <p
          className="line-clamp-3 text-sm text-neutral-800 dark:text-neutral-200"
          lang={locale === "en" && !expert.bio_en ? "fr" : undefined}
        >
          {bio}
        </p>
      ) : null}
      <dl className="space-y-2 text-sm">
        <div>
          <dt className="text-neutral-600 dark:text-neutral-400">{t("regionsServed")}</dt>
          <dd className="flex items-start gap-1 text-neutral-900 dark:text-neutral-100">
            <MapPinIcon className="mt-0.5 size-4 shrink-0" />
            {served.length ? served.map((r) => localName(r, locale)).join(", ") : t("allQuebec")}
          </dd>
        </div>
        <div>
          <dt className="text-neutral-600 dark:text-neutral-400">{t("languagesSpoken")}</dt>
          <dd className="text-neutral-900 dark:text-neutral-100">
            {expert.languages.map((code) => (isExpertLanguage(code) ? t(`languages.${code}`) : code)).join(", ")}
          </dd>
        </div>
      </dl>
      <div className="mt-auto border-t border-neutral-200 pt-3 text-sm dark:border-neutral-800">
        <h4 className="sr-only">{t("contact")}</h4>
        <ul className="space-y-1.5">
          {expert.phone ? (
            <li>
              <a href={`tel:${expert.phone.replace(/[^\d+]/g, "")}`} className={link}>
                {t("phone", { phone: expert.phone })}
              </a>
            </li>
          ) : null}
          {expert.email ? (
            <li className="flex items-start gap-1.5">
              <MailIcon className="mt-0.5 size-4 shrink-0" />
              <a href={`mailto:${expert.email}`} className={link}>
                {t("email", { email: expert.email })}
              </a>
            </li>
          ) : null}
          {expert.website ? (
            <li className="flex items-start gap-1.5">
              <GlobeIcon className="mt-0.5 size-4 shrink-0" />
              <a href={expert.website} target="_blank" rel="noopener noreferrer" className={link}>
                {t("website", { name: expert.name, elision: elision(expert.name) })}
                <span className="sr-only"> {t("websiteNote")}</span>
              </a>
            </li>
          ) : null}
        </ul>
      </div>
    </article>
  );
}
