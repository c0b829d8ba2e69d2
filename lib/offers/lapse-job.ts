import "server-only";
import type { Client } from "@/lib/supabase/types";
import { notifyOfferStep } from "./notify";
import { getOffer, lapseDueOffers } from "./queries";

/**
 * The offers' scheduled job (/api/cron/offers-lapse): open offers past their lapse date lapse and
 * both parties are told, each in their language; open offers whose buyer's access expired close.
 * Running it twice changes and sends nothing more (only open offers move; each e-mail has its key).
 */
export async function lapseOffers(service: Client): Promise<{ lapsed: number; closed: number }> {
  const moved = await lapseDueOffers(service);
  const lapsed = moved.filter((m) => m.outcome === "lapsed");
  for (const { offerId } of lapsed) {
    const offer = await getOffer(service, offerId);
    if (offer) await notifyOfferStep(offer, "lapsed", "both");
  }
  return { lapsed: lapsed.length, closed: moved.length - lapsed.length };
}
