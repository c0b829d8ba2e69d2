import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { Field } from "@/components/forms/field";
import { GetForm } from "@/components/forms/get-form";
import { ClientMessages } from "@/components/i18n/client-messages";
import { InquiryCard } from "@/components/listings/inquiry-card";
import { buttonClasses } from "@/components/ui/button";
import { PageOutOfRange } from "@/components/ui/list-notices";
import { Pagination } from "@/components/ui/pagination";
import { pastLastPage } from "@/lib/http/paging";
import { localizedText } from "@/lib/i18n/localized-text";
import { getPathname, Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { listInboxInquiries, listInboxListings, listingRefValue, parseListingRef } from "@/lib/listings/queries/inbox";
import { createClient } from "@/lib/supabase/server";

const PAGE_SIZE = 20;
const PATH = "/admin/demandes";
const select =
  "h-10 w-full min-w-0 rounded-md border border-neutral-300 bg-white px-3 text-sm dark:border-neutral-600 dark:bg-neutral-950";

type Raw = Record<string, string | string[] | undefined>;
const one = (value: string | string[] | undefined) => (typeof value === "string" ? value : undefined);

/** The owner's inquiries inbox: buyers' messages about their businesses and properties, unread first. */
export async function InboxPage({
  locale,
  search,
  requests,
}: {
  locale: Locale;
  search: Raw;
  /** What else waits for the owner, above the inquiries (the deal room's access requests). */
  requests?: ReactNode;
}) {
  const listing = parseListingRef(one(search.listing));
  const archived = one(search.vue) === "archives";
  const page = Math.max(1, Math.min(Number.parseInt(one(search.page) ?? "1", 10) || 1, 10_000));
  const client = await createClient();
  const [{ rows, total }, listings, t] = await Promise.all([
    listInboxInquiries(client, { listing, archived, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE }),
    listInboxListings(client),
    getTranslations({ locale, namespace: "inbox" }),
  ]);
  const unread = listings.reduce((sum, l) => sum + l.unread, 0);
  const empty = archived ? t("emptyArchived") : listing ? t("emptyFiltered") : t("empty");
  const pageCount = Math.ceil(total / PAGE_SIZE);
  const pastTheEnd = pastLastPage(page, pageCount);

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t("title")}</h1>
      <p className="mt-2 text-neutral-700 dark:text-neutral-300">{t("intro")}</p>
      {requests}
      {/* The contact inquiries, apart from the access requests above: their counts and "none" are theirs alone. */}
      <h2 className="mt-8 text-lg font-semibold">{t("inquiriesHeading")}</h2>
      <p className="mt-2 text-sm font-medium text-neutral-800 dark:text-neutral-200" data-testid="inbox-summary">
        {t("summary", { total })} · {t("unreadTotal", { unread })}
      </p>

      <GetForm
        action={getPathname({ locale, href: PATH })}
        aria-label={t("filters.label")}
        className="mt-6 flex flex-col gap-3 rounded-xl border border-neutral-200 bg-neutral-50 p-4 sm:flex-row sm:items-end dark:border-neutral-800 dark:bg-neutral-900"
      >
        <Field id="inbox-listing" label={t("filters.listing")} className="min-w-0 flex-1">
          <select
            id="inbox-listing"
            name="listing"
            defaultValue={listing ? listingRefValue(listing) : ""}
            className={select}
          >
            <option value="">{t("filters.allListings")}</option>
            {listings.map((l) => (
              <option key={`${l.kind}:${l.listing_id}`} value={`${l.kind}:${l.listing_id}`}>
                {t("filters.listingOption", {
                  title: localizedText(l.title_fr, l.title_en, locale)!.text,
                  unread: l.unread,
                })}
              </option>
            ))}
          </select>
        </Field>
        <Field id="inbox-view" label={t("filters.view")}>
          <select id="inbox-view" name="vue" defaultValue={archived ? "archives" : ""} className={select}>
            <option value="">{t("filters.inbox")}</option>
            <option value="archives">{t("filters.archived")}</option>
          </select>
        </Field>
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
      </GetForm>

      {pastTheEnd ? (
        <PageOutOfRange pages={pageCount} pathname={PATH} query={search} locale={locale} />
      ) : rows.length === 0 ? (
        <p
          className="mt-8 rounded-xl border border-dashed border-neutral-300 p-8 text-center text-neutral-700 dark:border-neutral-700 dark:text-neutral-300"
          data-testid="inbox-empty"
        >
          {empty}
        </p>
      ) : (
        <ClientMessages namespaces={["inbox"]}>
          <ul className="mt-8 space-y-4" data-testid="inbox-list">
            {rows.map((inquiry) => (
              <li key={inquiry.id}>
                <InquiryCard inquiry={inquiry} locale={locale} />
              </li>
            ))}
          </ul>
        </ClientMessages>
      )}
      {pastTheEnd ? null : (
        <div className="mt-8">
          <Pagination pathname={PATH} query={search} page={page} pageCount={pageCount} locale={locale} />
        </div>
      )}
    </div>
  );
}
