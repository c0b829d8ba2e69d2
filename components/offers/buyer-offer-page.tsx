import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { buttonClasses } from "@/components/ui/button";
import { requireUser } from "@/lib/auth/guards";
import { accessState } from "@/lib/dealroom/access";
import { buyerFilePath } from "@/lib/dealroom/paths";
import { getOwnRequest } from "@/lib/dealroom/queries/requests";
import { getFileListing, getRoomListing, getRoomSummary } from "@/lib/dealroom/queries/rooms";
import { listPrograms } from "@/lib/financing/queries";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { statedCashFlow } from "@/lib/offers/describe";
import { buyerOfferPath, sellerOffersPath } from "@/lib/offers/paths";
import { getDealFigures, listOffers } from "@/lib/offers/queries";
import { termsToInput } from "@/lib/offers/schema";
import { createClient } from "@/lib/supabase/server";
import { NonBindingNotice } from "./non-binding-notice";
import { OfferPageFrame } from "./offer-page-frame";
import { newOfferTerms } from "./offer-defaults";
import { OfferBuilder } from "./offer-form";
import { OfferCard } from "./offer-card";

function Notice({ children }: { children: ReactNode }) {
  return (
    <div
      role="status"
      className="space-y-3 rounded-lg border border-neutral-200 bg-neutral-50 p-5 dark:border-neutral-800 dark:bg-neutral-900"
      data-testid="offer-refused"
    >
      {children}
    </div>
  );
}

/**
 * A business's offer page for a signed-in buyer (issue 42): with an approved, open access to its file,
 * the builder (a new offer), or their open offer with its history and what they may answer
 * (`?contre=1` opens the builder prefilled from the seller's counter); without, a message that says
 * why no offer can be made. Their earlier offers on the listing stay readable.
 */
export async function BuyerOfferPage({ slug, counter, locale }: { slug: string; counter: boolean; locale: Locale }) {
  const { user } = await requireUser();
  const client = await createClient();
  const found = await getRoomListing(client, "entreprise", { slug });
  if (!found) notFound();
  const ref = { kind: "entreprise" as const, id: found.id };
  const [listing, room, figures] = await Promise.all([
    getFileListing(client, ref),
    getRoomSummary(client, ref),
    getDealFigures(client, found.id),
  ]);
  if (!listing) notFound();
  const t = await getTranslations({ locale, namespace: "offers.buyer" });
  const title = locale === "en" && listing.title_en ? listing.title_en : listing.title_fr;
  const [request, offers] = room
    ? await Promise.all([
        getOwnRequest(client, room.id, user.id),
        listOffers(client, { roomId: room.id, buyerId: user.id }),
      ])
    : [null, []];
  const state = request ? accessState({ ...request, listingStatus: listing.status }) : null;
  const open = offers.find((o) => o.awaiting !== null);
  // An offer accepted in principle is the deal in progress: it stays on top and no new offer is built.
  const current = open ?? offers.find((o) => o.status === "accepted");
  const cashFlow = figures ? statedCashFlow(figures) : null;
  const building = state === "active" && room !== null && (!current || (counter && open?.awaiting === "buyer"));
  const programs = building ? (await listPrograms(client)).filter((p) => p.published) : [];
  const own = listing.owner_id === user.id;
  const earlier = offers.filter((o) => o !== current);

  return (
    <OfferPageFrame
      back={{ href: buyerFilePath("entreprise", slug), label: t("backToFile") }}
      title={t("title", { title })}
    >
      {own ? (
        <Notice>
          <p>{t("own")}</p>
          <Link href={sellerOffersPath(listing.id)} className={buttonClasses({ size: "sm" })}>
            {t("ownLink")}
          </Link>
        </Notice>
      ) : state !== "active" || !room ? (
        <>
          <NonBindingNotice />
          <Notice>
            <p>{t(`refused.${state ?? "none"}` as "refused.none")}</p>
            <Link
              href={buyerFilePath("entreprise", slug)}
              className={buttonClasses({ size: "sm", variant: "outline" })}
            >
              {t("toFile")}
            </Link>
          </Notice>
        </>
      ) : building ? (
        <>
          <p className="max-w-3xl text-neutral-700 dark:text-neutral-300">{t(open ? "counterIntro" : "intro")}</p>
          <OfferBuilder
            dealroomId={room.id}
            offerId={open?.id ?? null}
            defaultTerms={open ? termsToInput(open.versions.at(-1)!) : newOfferTerms(figures?.asking_price ?? null)}
            cashFlow={cashFlow}
            programs={programs}
            regionId={figures?.region_id ?? null}
            draftKey={open ? `offer-counter:${open.id}:${open.current_version}` : `offer-new:${room.id}`}
            submitLabel={t(open ? "sendCounter" : "send")}
            onSentHref={open ? buyerOfferPath(slug) : undefined}
          />
        </>
      ) : (
        <NonBindingNotice />
      )}
      {current && !building ? (
        <OfferCard
          offer={current}
          viewer="buyer"
          title={t("yourOffer")}
          counterHref={`${buyerOfferPath(slug)}?contre=1`}
          cashFlow={cashFlow}
          locale={locale}
        />
      ) : null}
      {earlier.length > 0 ? (
        <section aria-labelledby="earlier-offers" className="space-y-4">
          <h2 id="earlier-offers" className="text-xl font-semibold">
            {t("earlier")}
          </h2>
          {earlier.map((offer) => (
            <OfferCard
              key={offer.id}
              offer={offer}
              viewer="buyer"
              title={t("offerOf", { id: offer.id })}
              counterHref={buyerOfferPath(slug)}
              cashFlow={cashFlow}
              locale={locale}
            />
          ))}
        </section>
      ) : null}
    </OfferPageFrame>
  );
}
