import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Pagination } from "@/components/ui/pagination";
import { ClientMessages } from "@/components/i18n/client-messages";
import { buttonClasses } from "@/components/ui/button";
import { InquiryActions } from "@/components/listings/inquiry-actions";
import { localizePath } from "@/lib/i18n/locale-path";
import { requireUser } from "@/lib/auth/guards";
import { cn } from "@/lib/cn";
import { formatDate } from "@/lib/i18n/format";
import { localizedText } from "@/lib/i18n/localized-text";
import {
  listInboxInquiries,
  listInboxListings,
  listingRefValue,
  parseListingRef,
  type InboxInquiry,
} from "@/lib/listings/queries/inbox";
import { Link } from "@/lib/i18n/navigation";
import { pageLocale } from "@/lib/i18n/page-locale";
import { createClient } from "@/lib/supabase/server";
import { isPublicStatus, itemPaths } from "@/lib/listings/kinds";
import { elision } from "@/lib/i18n/elision";

const PAGE_SIZE = 20;
const PATH = "/admin/demandes";

type Props = PageProps<"/[locale]/admin/demandes">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "inbox" });
  return { title: t("metaTitle"), robots: { index: false, follow: false } };
}

const one = (value: string | string[] | undefined) => (typeof value === "string" ? value : undefined);

/** The owner's inquiries inbox: buyers' messages about their businesses and properties, unread first. */
export default async function InquiriesInboxPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  await requireUser();
  const query = await searchParams;
  const listing = parseListingRef(one(query.listing));
  const archived = one(query.vue) === "archives";
  const page = Math.max(1, Math.min(Number.parseInt(one(query.page) ?? "1", 10) || 1, 10_000));

  const client = await createClient();
  const [{ rows, total }, listings] = await Promise.all([
    listInboxInquiries(client, { listing, archived, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE }),
    listInboxListings(client),
  ]);
  const t = await getTranslations({ locale, namespace: "inbox" });
  const unread = listings.reduce((sum, l) => sum + l.unread, 0);
  const selected = listing ? listingRefValue(listing) : "";
  const title = (fr: string, en: string | null) => localizedText(fr, en, locale)!.text;

  const labels = (inquiry: InboxInquiry) => ({
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
  });

  const empty = archived ? t("emptyArchived") : listing ? t("emptyFiltered") : t("empty");

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t("title")}</h1>
      <p className="mt-2 text-neutral-700 dark:text-neutral-300">{t("intro")}</p>
      <p className="mt-2 text-sm font-medium text-neutral-800 dark:text-neutral-200" data-testid="inbox-summary">
        {t("summary", { total })} · {t("unreadTotal", { unread })}
      </p>

      <form
        action={localizePath(PATH, locale)}
        method="get"
        aria-label={t("filters.label")}
        className="mt-6 flex flex-col gap-3 rounded-xl border border-neutral-200 bg-neutral-50 p-4 sm:flex-row sm:items-end dark:border-neutral-800 dark:bg-neutral-900"
      >
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <label htmlFor="inbox-listing" className="text-sm font-medium">
            {t("filters.listing")}
          </label>
          <select
            id="inbox-listing"
            name="listing"
            defaultValue={selected}
            className="h-10 w-full min-w-0 rounded-md border border-neutral-300 bg-white px-3 text-sm dark:border-neutral-600 dark:bg-neutral-950"
          >
            <option value="">{t("filters.allListings")}</option>
            {listings.map((l) => (
              <option key={`${l.kind}:${l.listing_id}`} value={`${l.kind}:${l.listing_id}`}>
                {t("filters.listingOption", { title: title(l.title_fr, l.title_en), unread: l.unread })}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="inbox-view" className="text-sm font-medium">
            {t("filters.view")}
          </label>
          <select
            id="inbox-view"
            name="vue"
            defaultValue={archived ? "archives" : ""}
            className="h-10 rounded-md border border-neutral-300 bg-white px-3 text-sm dark:border-neutral-600 dark:bg-neutral-950"
          >
            <option value="">{t("filters.inbox")}</option>
            <option value="archives">{t("filters.archived")}</option>
          </select>
        </div>
        <div className="flex gap-2">
          <button type="submit" className={buttonClasses({})}>
            {t("filters.apply")}
          </button>
          {listing || archived ? (
            <Link href={PATH} className={buttonClasses({ variant: "ghost" })}>
              {t("filters.reset")}
            </Link>
          ) : null}
        </div>
      </form>

      {rows.length === 0 ? (
        <p
          className="mt-8 rounded-xl border border-dashed border-neutral-300 p-8 text-center text-neutral-700 dark:border-neutral-700 dark:text-neutral-300"
          data-testid="inbox-empty"
        >
          {empty}
        </p>
      ) : (
        <ClientMessages namespaces={["inbox"]}>
          <ul className="mt-8 space-y-4" data-testid="inbox-list">
            {rows.map((inquiry) => {
              const listingTitle = title(inquiry.listing_title_fr, inquiry.listing_title_en);
              const replyTitle = localizedText(
                inquiry.listing_title_fr,
                inquiry.listing_title_en,
                inquiry.locale === "en" ? "en" : "fr",
              )!.text;
              const isUnread = inquiry.read_at === null && inquiry.archived_at === null;
              const listingHref = isPublicStatus(inquiry.listing_status)
                ? `${itemPaths[inquiry.kind].public}/${inquiry.listing_slug}`
                : `${itemPaths[inquiry.kind].workspace}/${inquiry.listing_id}/edit`;
              return (
                <li key={inquiry.id}>
                  <article
                    aria-labelledby={`inquiry-${inquiry.id}-from`}
                    data-testid={`inquiry-${inquiry.id}`}
                    data-unread={isUnread ? "true" : "false"}
                    className={cn(
                      "rounded-xl border bg-white p-5 shadow-sm dark:bg-neutral-900",
                      isUnread
                        ? "border-primary-400 dark:border-primary-600"
                        : "border-neutral-200 dark:border-neutral-800",
                    )}
                  >
                    <div className="flex flex-wrap items-start justify-between gap-2">
                      <div className="min-w-0">
                        <h2
                          id={`inquiry-${inquiry.id}-from`}
                          className="text-lg font-semibold text-neutral-950 dark:text-white"
                        >
                          {isUnread ? (
                            <span className="mr-2 inline-block rounded-full bg-primary-700 px-2 py-0.5 align-middle text-xs font-semibold text-white dark:bg-primary-400 dark:text-neutral-950">
                              {t("unread")}
                            </span>
                          ) : null}
                          {inquiry.name}
                        </h2>
                        <p className="mt-1 text-sm text-neutral-700 dark:text-neutral-300">
                          {t("about")}{" "}
                          <Link
                            href={listingHref}
                            className="font-medium text-secondary-800 underline dark:text-secondary-300"
                          >
                            {listingTitle}
                          </Link>
                        </p>
                      </div>
                      <p className="text-sm text-neutral-600 dark:text-neutral-400">
                        <time dateTime={inquiry.created_at}>
                          {t("receivedOn", { date: formatDate(inquiry.created_at, locale) })}
                        </time>
                      </p>
                    </div>
                    <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
                      <div className="min-w-0">
                        <dt className="text-neutral-600 dark:text-neutral-400">{t("email")}</dt>
                        <dd className="break-all">
                          <a
                            href={`mailto:${inquiry.email}`}
                            className="text-secondary-800 underline dark:text-secondary-300"
                          >
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
                    <p
                      lang={inquiry.locale}
                      className="mt-4 whitespace-pre-wrap text-neutral-900 dark:text-neutral-100"
                    >
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
                        labels={labels(inquiry)}
                      />
                    </div>
                  </article>
                </li>
              );
            })}
          </ul>
        </ClientMessages>
      )}
      <div className="mt-8">
        <Pagination
          pathname={PATH}
          query={query}
          page={page}
          pageCount={Math.ceil(total / PAGE_SIZE)}
          locale={locale}
        />
      </div>
    </div>
  );
}
