import { getTranslations } from "next-intl/server";
import { InquiryActions } from "@/components/listings/inquiry-actions";
import { buttonClasses } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { elision } from "@/lib/i18n/elision";
import { formatDate } from "@/lib/i18n/format";
import { localizedText } from "@/lib/i18n/localized-text";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { isPublicStatus, itemPaths } from "@/lib/listings/kinds";
import type { InboxInquiry } from "@/lib/listings/queries/inbox";

const title = (fr: string, en: string | null, locale: Locale) => localizedText(fr, en, locale)!.text;

/** One buyer's message in the owner's inbox: who, about what, when, the message, reply and the read/archive actions. */
export async function InquiryCard({ inquiry, locale }: { inquiry: InboxInquiry; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "inbox" });
  const listingTitle = title(inquiry.listing_title_fr, inquiry.listing_title_en, locale);
  const replyTitle = title(inquiry.listing_title_fr, inquiry.listing_title_en, inquiry.locale === "en" ? "en" : "fr");
  const isUnread = inquiry.read_at === null && inquiry.archived_at === null;
  const listingHref = isPublicStatus(inquiry.listing_status)
    ? `${itemPaths[inquiry.kind].public}/${inquiry.listing_slug}`
    : `${itemPaths[inquiry.kind].workspace}/${inquiry.listing_id}/edit`;
  const labels = {
    group: t("actionsFor", { name: inquiry.name, elision: elision(inquiry.name) }),
    markRead: t("markRead"),
    markUnread: t("markUnread"),
    archive: t("archive"),
    unarchive: t("unarchive"),
    done: {
      read: t("done.read"),
      unread: t("done.unread"),
      archive: t("done.archive"),
      unarchive: t("done.unarchive"),
    },
  };
  return (
    <article
      aria-labelledby={`inquiry-${inquiry.id}-from`}
      data-testid={`inquiry-${inquiry.id}`}
      data-unread={isUnread ? "true" : "false"}
      className={cn(
        "rounded-xl border bg-white p-5 shadow-sm dark:bg-neutral-900",
        isUnread ? "border-primary-400 dark:border-primary-600" : "border-neutral-200 dark:border-neutral-800",
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={`inquiry-${inquiry.id}-from`} className="text-lg font-semibold text-neutral-950 dark:text-white">
            {isUnread ? (
              <span className="mr-2 inline-block rounded-full bg-primary-700 px-2 py-0.5 align-middle text-xs font-semibold text-white dark:bg-primary-400 dark:text-neutral-950">
                {t("unread")}
              </span>
            ) : null}
            {inquiry.name}
          </h2>
          <p className="mt-1 text-sm text-neutral-700 dark:text-neutral-300">
            {t("about")}{" "}
            <Link href={listingHref} className="font-medium text-secondary-800 underline dark:text-secondary-300">
              {listingTitle}
            </Link>
          </p>
        </div>
        <p className="text-sm text-neutral-600 dark:text-neutral-400">
          <time dateTime={inquiry.created_at}>{t("receivedOn", { date: formatDate(inquiry.created_at, locale) })}</time>
        </p>
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
        <div className="min-w-0">
          <dt className="text-neutral-600 dark:text-neutral-400">{t("email")}</dt>
          <dd className="break-all">
            <a href={`mailto:${inquiry.email}`} className="text-secondary-800 underline dark:text-secondary-300">
              {inquiry.email}
            </a>
          </dd>
        </div>
        {inquiry.phone ? (
          <div>
            <dt className="text-neutral-600 dark:text-neutral-400">{t("phone")}</dt>
            <dd>
              <a
                href={`tel:${inquiry.phone.replace(/[^\d+]/g, "")}`}
                className="text-secondary-800 underline dark:text-secondary-300"
              >
                {inquiry.phone}
              </a>
            </dd>
          </div>
        ) : null}
        <div>
          <dt className="text-neutral-600 dark:text-neutral-400">{t("language")}</dt>
          <dd>{inquiry.locale === "en" ? t("languageEn") : t("languageFr")}</dd>
        </div>
      </dl>
      <p lang={inquiry.locale} className="mt-4 whitespace-pre-wrap text-neutral-900 dark:text-neutral-100">
        {inquiry.message}
      </p>
      {inquiry.archived_at ? (
        <p className="mt-3 text-sm text-neutral-600 dark:text-neutral-400">
          {t("archivedOn", { date: formatDate(inquiry.archived_at, locale) })}
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap items-center gap-2 border-t border-neutral-200 pt-4 dark:border-neutral-800">
        <a
          href={`mailto:${inquiry.email}?subject=${encodeURIComponent(`Re: ${replyTitle}`) /* the protocol's reply prefix, the same in every language, so mail clients thread it */}`}
          aria-label={t("replyLabel", { name: inquiry.name })}
          className={buttonClasses({ size: "sm" })}
          data-testid="inquiry-reply"
        >
          {t("reply")}
        </a>
        <InquiryActions
          id={inquiry.id}
          read={inquiry.read_at !== null}
          archived={inquiry.archived_at !== null}
          labels={labels}
        />
      </div>
    </article>
  );
}
