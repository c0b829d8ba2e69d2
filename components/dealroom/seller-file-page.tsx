import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { ClientMessages } from "@/components/i18n/client-messages";
import { EditorSection } from "@/components/listings/editor-section";
import { StatusBadge } from "@/components/listings/status-badge";
import { requireUser } from "@/lib/auth/guards";
import { managedFile } from "@/lib/dealroom/file-access";
import { listDocuments } from "@/lib/dealroom/queries/documents";
import { listAccessEvents } from "@/lib/dealroom/queries/events";
import { listRequests } from "@/lib/dealroom/queries/requests";
import { getRoom, getRoomIdentity } from "@/lib/dealroom/queries/rooms";
import { MAX_DOCUMENTS, type DealroomKind } from "@/lib/dealroom/types";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { itemPaths } from "@/lib/listings/kinds";
import { createClient } from "@/lib/supabase/server";
import { AccessLog } from "./access-log";
import { DocumentList } from "./document-list";
import { RequestList } from "./request-list";
import { DocumentUploadForm } from "./document-upload-form";
import { FileSettingsForm } from "./file-settings-form";

/** The seller's confidential file of one listing (issue 41): its documents, and what it reveals to approved buyers. */
export async function SellerFilePage({
  kind,
  id,
  locale,
  extra,
}: {
  kind: DealroomKind;
  id: string;
  locale: Locale;
  /** What the page adds under the intro (a business's offers link, issue 42). */
  extra?: ReactNode;
}) {
  const { user } = await requireUser();
  const listingId = Number(id);
  if (!Number.isSafeInteger(listingId) || listingId <= 0) notFound();
  const client = await createClient();
  const file = await managedFile(client, user.id, { kind, id: listingId });
  if (!file) notFound();
  const { listing } = file;
  const [documents, room, identity, requests, events] = file.room
    ? await Promise.all([
        listDocuments(client, file.room.id),
        getRoom(client, { kind, id: listingId }),
        getRoomIdentity(client, file.room.id),
        // Scope "all" with the file: RLS shows its owner and admins (team-managed listings) its requests.
        listRequests(client, { scope: "all", roomId: file.room.id, limit: 200 }),
        listAccessEvents(client, file.room.id),
      ])
    : [[], null, null, null, null];
  const t = await getTranslations("dealroom.file");
  const title = locale === "en" && listing.title_en ? listing.title_en : listing.title_fr;
  const ref = { kind, listingId };
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-10 sm:px-6">
      <Link
        href={`${itemPaths[kind].workspace}/${listingId}/edit`}
        className="text-sm font-medium text-primary-800 underline dark:text-primary-300"
      >
        {t("backToEditor")}
      </Link>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t("title", { title })}</h1>
        <StatusBadge status={listing.status} />
      </div>
      <p className="max-w-3xl text-neutral-700 dark:text-neutral-300">{t("intro")}</p>
      {extra}
      <ClientMessages namespaces={["dealroom", "formKit", "dataTable", "workspace"]}>
        {requests ? (
          <EditorSection title={t("requestsHeading")}>
            <RequestList requests={requests.rows} locale={locale} />
          </EditorSection>
        ) : null}
        {events ? (
          <EditorSection title={t("log.heading")}>
            <AccessLog events={events} locale={locale} />
          </EditorSection>
        ) : null}
        <EditorSection title={t("documents")}>
          <p className="text-sm text-neutral-700 dark:text-neutral-300" id="file-count">
            {t("count", { count: documents.length, max: MAX_DOCUMENTS })}
          </p>
          {documents.length === 0 ? <p className="text-neutral-700 dark:text-neutral-300">{t("empty")}</p> : null}
          <DocumentList listing={ref} documents={documents} />
          {documents.length < MAX_DOCUMENTS ? <DocumentUploadForm listing={ref} /> : null}
        </EditorSection>
        <EditorSection title={t("identity.heading")}>
          <p className="max-w-3xl text-sm text-neutral-700 dark:text-neutral-300">
            {listing.confidential ? t("identity.intro") : t("identity.introOpen")}
          </p>
          {kind === "entreprise" && identity ? (
            <dl className="grid gap-2 text-sm sm:grid-cols-[12rem_1fr]">
              <dt className="font-medium">{t("identity.businessName")}</dt>
              <dd>{identity.business_name || t("identity.missing")}</dd>
              <dt className="font-medium">{t("identity.address")}</dt>
              <dd>
                {[identity.street_address, identity.city, identity.postal_code].filter(Boolean).join(", ") ||
                  t("identity.missing")}
              </dd>
            </dl>
          ) : null}
          <FileSettingsForm
            listing={ref}
            values={{
              website: identity?.website ?? "",
              contactName: identity?.contact_name ?? "",
              clausesFr: room?.clausesFr ?? "",
              clausesEn: room?.clausesEn ?? "",
            }}
          />
        </EditorSection>
      </ClientMessages>
    </div>
  );
}
