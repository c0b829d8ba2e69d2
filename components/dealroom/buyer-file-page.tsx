import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { ClientMessages } from "@/components/i18n/client-messages";
import { buttonClasses } from "@/components/ui/button";
import { requireUser } from "@/lib/auth/guards";
import { accessState } from "@/lib/dealroom/access";
import { agreementParagraphs } from "@/lib/dealroom/agreement";
import { buyerFilePath, sellerFilePath } from "@/lib/dealroom/paths";
import { getBuyerProfile, getOwnRequest, type AccessRequest } from "@/lib/dealroom/queries/requests";
import { listDocuments } from "@/lib/dealroom/queries/documents";
import {
  getAgreement,
  getFileListing,
  getRoomIdentity,
  getRoomListing,
  getRoomSummary,
} from "@/lib/dealroom/queries/rooms";
import type { DealroomKind } from "@/lib/dealroom/types";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { createClient } from "@/lib/supabase/server";
import { AccessRequestForm } from "./access-request-form";
import { requestStateText } from "./request-state";
import { BuyerRoom } from "./buyer-room";
import { RoomVisit } from "./room-visit";

const OPEN = new Set(["published", "under_offer"]);

function Notice({ children }: { children: ReactNode }) {
  return (
    <div
      role="status"
      className="space-y-2 rounded-lg border border-neutral-200 bg-neutral-50 p-5 dark:border-neutral-800 dark:bg-neutral-900"
    >
      {children}
    </div>
  );
}

/** Where the buyer's request stands, and their signed agreement to download again. */
async function RequestStatus({
  request,
  listingStatus,
  locale,
}: {
  request: AccessRequest;
  listingStatus: string;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: "dealroom.request" });
  const state = accessState({ status: request.status, expires_at: request.expires_at, listingStatus });
  const text = await requestStateText(request, state, locale);
  return (
    <Notice>
      <p data-testid="dealroom-request-state" data-state={state} className="font-medium">
        {text}
      </p>
      {state === "declined" && request.decision_message ? (
        <p className="text-neutral-700 dark:text-neutral-300">
          {t("status.declinedMessage", { message: request.decision_message })}
        </p>
      ) : null}
      <a
        href={`/api/dealroom/agreements/${request.id}?locale=${locale}`}
        className="inline-block text-sm font-semibold text-primary-800 underline dark:text-primary-300"
        download
      >
        {t("downloadAgreement")}
      </a>
    </Notice>
  );
}

/**
 * A listing's confidential file as a signed-in buyer reaches it (issue 41): the request (profile,
 * agreement, click-wrap signature) until they asked, then where it stands. The listing's owner is
 * sent to their own file page; a listing they may not see is a 404.
 */
export async function BuyerFilePage({
  kind,
  slug,
  locale,
  agreementLocale,
  roomExtra,
}: {
  kind: DealroomKind;
  slug: string;
  locale: Locale;
  /** The language of the agreement to sign (the page's unless the buyer chose the other). */
  agreementLocale: Locale;
  /** What the page adds for a buyer in the room (a business's offer link, issue 42). */
  roomExtra?: ReactNode;
}) {
  const { user } = await requireUser();
  const client = await createClient();
  const found = await getRoomListing(client, kind, { slug });
  if (!found) notFound();
  const [listing, room] = await Promise.all([
    getFileListing(client, { kind, id: found.id }),
    getRoomSummary(client, { kind, id: found.id }),
  ]);
  if (!listing) notFound();
  const t = await getTranslations({ locale, namespace: "dealroom.request" });
  const title = locale === "en" && listing.title_en ? listing.title_en : listing.title_fr;
  const request = room ? await getOwnRequest(client, room.id, user.id) : null;
  const own = listing.owner_id === user.id;
  const state = request ? accessState({ ...request, listingStatus: listing.status }) : null;
  // The room opens only when Postgres agrees: its identity and documents are read with the buyer's own
  // session, which it refuses once their access ended (revoked, expired, the listing sold, archived or
  // deleted). Rendering logs nothing (a refresh or a prefetch is no visit): the opened page says so once.
  const [identity, documents] =
    room && state === "active"
      ? await Promise.all([getRoomIdentity(client, room.id), listDocuments(client, room.id)])
      : [null, []];
  const inRoom = room !== null && identity !== null;
  const open = OPEN.has(listing.status) && (room?.documentCount ?? 0) > 0;
  const agreement = room && open && !own && !request ? await getAgreement(client, room.id, agreementLocale) : null;
  const profile = agreement ? await getBuyerProfile(client, user.id) : null;

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10 sm:px-6">
      <Link
        href={`${kind === "entreprise" ? "/entreprises" : "/immobilier"}/${slug}`}
        className="text-sm font-medium text-primary-800 underline dark:text-primary-300"
      >
        {t("backToListing")}
      </Link>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t("title", { title })}</h1>
      {own ? (
        <Notice>
          <p>{t("own")}</p>
          <Link href={sellerFilePath(kind, listing.id)} className={buttonClasses({ size: "sm" })}>
            {(await getTranslations({ locale, namespace: "dealroom.teaser" }))("own")}
          </Link>
        </Notice>
      ) : request ? (
        <>
          <RequestStatus request={request} listingStatus={listing.status} locale={locale} />
          {inRoom ? (
            <>
              {roomExtra}
              <RoomVisit roomId={room.id} />
              <BuyerRoom identity={identity} documents={documents} locale={locale} />
            </>
          ) : null}
        </>
      ) : !agreement ? (
        <Notice>
          <p>{t("closed")}</p>
        </Notice>
      ) : (
        <>
          <p className="text-neutral-700 dark:text-neutral-300">{t("intro")}</p>
          <section aria-labelledby="agreement" className="space-y-3">
            <h2 id="agreement" className="text-lg font-semibold">
              {t("agreementHeading")}
            </h2>
            <p className="text-sm break-words text-neutral-700 dark:text-neutral-300">
              {t("agreementIntro", { version: agreement.version, hash: agreement.sha256 })}
            </p>
            <Link
              href={`${buyerFilePath(kind, slug)}?entente=${agreementLocale === "fr" ? "en" : "fr"}`}
              className="text-sm font-medium text-primary-800 underline dark:text-primary-300"
            >
              {t(agreementLocale === "fr" ? "readEnglish" : "readFrench")}
            </Link>
            <div
              role="region"
              aria-label={t("agreementLabel")}
              tabIndex={0}
              lang={agreementLocale === "en" ? "en-CA" : "fr-CA"}
              className="max-h-[28rem] space-y-3 overflow-y-auto rounded-lg border border-neutral-300 bg-white p-4 text-sm leading-relaxed focus-visible:outline-2 focus-visible:outline-primary-600 dark:border-neutral-700 dark:bg-neutral-950"
            >
              {agreementParagraphs(agreement.body).map((lines, index) => (
                <p key={index} className={index === 0 ? "font-semibold" : undefined}>
                  {lines.map((line, n) => (
                    <span key={n} className={n === 0 && /^\d+\.\s/.test(line) ? "block font-semibold" : "block"}>
                      {line}
                    </span>
                  ))}
                </p>
              ))}
            </div>
          </section>
          <ClientMessages namespaces={["dealroom", "formKit"]}>
            <AccessRequestForm
              listing={{ kind, listingId: listing.id }}
              agreement={{ locale: agreementLocale, sha256: agreement.sha256 }}
              profile={
                profile
                  ? {
                      capitalAvailable: Number(profile.capital_available),
                      experience: profile.experience,
                      timeline: profile.timeline,
                      financing: profile.financing,
                      financingDetails: profile.financing_details ?? "",
                    }
                  : null
              }
            />
          </ClientMessages>
        </>
      )}
    </div>
  );
}
