import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { EditorSection } from "@/components/listings/editor-section";
import { requireUser } from "@/lib/auth/guards";
import { managedFile } from "@/lib/dealroom/file-access";
import { sellerFilePath } from "@/lib/dealroom/paths";
import { listRequests } from "@/lib/dealroom/queries/requests";
import { listPrograms } from "@/lib/financing/queries";
import { elision } from "@/lib/i18n/elision";
import type { Locale } from "@/lib/i18n/routing";
import { statedCashFlow } from "@/lib/offers/describe";
import { sellerOffersPath } from "@/lib/offers/paths";
import { getDealFigures, listOffers } from "@/lib/offers/queries";
import { termsToInput } from "@/lib/offers/schema";
import { createClient } from "@/lib/supabase/server";
import { NonBindingNotice } from "./non-binding-notice";
import { OfferPageFrame } from "./offer-page-frame";
import { OfferBuilder } from "./offer-form";
import { OfferCard } from "./offer-card";
import { OfferComparison } from "./offer-comparison";

/**
 * The offers on a business, for its owner (or an admin): side by side, then each with its history and
 * what the seller may answer; `?contre={id}` opens the builder prefilled from that offer's last version
 * (issue 42). Anyone else gets a 404 (RLS shows them no offer anyway).
 */
export async function SellerOffersPage({ id, counter, locale }: { id: string; counter?: string; locale: Locale }) {
  const { user } = await requireUser();
  const listingId = Number(id);
  if (!Number.isSafeInteger(listingId) || listingId <= 0) notFound();
  const client = await createClient();
  const file = await managedFile(client, user.id, { kind: "entreprise", id: listingId });
  if (!file) notFound();
  const room = file.room;
  const [offers, requests, figures] = room
    ? await Promise.all([
        listOffers(client, { roomId: room.id }),
        listRequests(client, { scope: "all", roomId: room.id, limit: 200 }),
        getDealFigures(client, listingId),
      ])
    : [[], { rows: [] }, await getDealFigures(client, listingId)];
  const t = await getTranslations({ locale, namespace: "offers.seller" });
  const title = locale === "en" && file.listing.title_en ? file.listing.title_en : file.listing.title_fr;
  const cashFlow = figures ? statedCashFlow(figures) : null;
  const byRequest = new Map(requests.rows.map((r) => [r.id, r]));
  const countered = offers.find((o) => String(o.id) === counter && o.awaiting === "seller");
  const programs = countered ? (await listPrograms(client)).filter((p) => p.published) : [];
  const buyerName = (requestId: number) => byRequest.get(requestId)?.signed_name ?? "";
  const nameOf = (offer: (typeof offers)[number]) => buyerName(offer.request_id) || `#${offer.id}`;
  return (
    <OfferPageFrame
      back={{ href: sellerFilePath("entreprise", listingId), label: t("backToFile") }}
      title={t("title", { title })}
    >
      {countered && room ? (
        <EditorSection title={t("counterTitle", { name: buyerName(countered.request_id) })}>
          <OfferBuilder
            dealroomId={room.id}
            offerId={countered.id}
            defaultTerms={termsToInput(countered.versions.at(-1)!)}
            cashFlow={cashFlow}
            programs={programs}
            regionId={figures?.region_id ?? null}
            draftKey={`offer-counter:${countered.id}:${countered.current_version}`}
            submitLabel={t("sendCounter")}
            onSentHref={sellerOffersPath(listingId)}
          />
        </EditorSection>
      ) : (
        <>
          <NonBindingNotice />
          <p className="max-w-3xl text-neutral-700 dark:text-neutral-300">{t("intro")}</p>
          {offers.length === 0 ? (
            <p className="text-neutral-700 dark:text-neutral-300" data-testid="offers-empty">
              {t("empty")}
            </p>
          ) : (
            <>
              <EditorSection title={t("compareTitle")}>
                <OfferComparison offers={offers} requests={byRequest} cashFlow={cashFlow} locale={locale} />
              </EditorSection>
              <div className="space-y-4">
                {offers.map((offer) => (
                  <OfferCard
                    key={offer.id}
                    offer={offer}
                    viewer="seller"
                    title={t("offerFrom", { name: nameOf(offer), elision: elision(nameOf(offer)) })}
                    counterHref={`${sellerOffersPath(listingId)}?contre=${offer.id}`}
                    cashFlow={cashFlow}
                    locale={locale}
                  />
                ))}
              </div>
            </>
          )}
        </>
      )}
    </OfferPageFrame>
  );
}
