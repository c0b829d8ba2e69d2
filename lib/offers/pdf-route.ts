import "server-only";
import { authorizeUser } from "@/lib/auth/authorize";
import { isLocale } from "@/lib/i18n/locale-path";
import { createClient } from "@/lib/supabase/server";
import { statedCashFlow } from "./describe";
import { offerPdf, offerPdfFileName } from "./pdf";
import { getDealFigures, getOffer } from "./queries";

const headers = { "Cache-Control": "private, no-store", "X-Content-Type-Options": "nosniff" };

/**
 * A version of an offer as a PDF (app/api/offers/{id}/versions/{version}/pdf), again at any time: for
 * its buyer, the listing's owner and admins (RLS on offers decides; anyone else gets a 404), in the
 * language asked (the page's).
 */
export async function offerPdfRoute(request: Request, id: string, versionParam: string): Promise<Response> {
  const offerId = Number(id);
  const number = Number(versionParam);
  if (!Number.isSafeInteger(offerId) || offerId <= 0 || !Number.isSafeInteger(number) || number <= 0)
    return new Response(null, { status: 404, headers });
  const client = await createClient();
  if (!(await authorizeUser(client))) return new Response(null, { status: 401, headers });
  const offer = await getOffer(client, offerId);
  const version = offer?.versions.find((v) => v.version === number);
  if (!offer || !version) return new Response(null, { status: 404, headers });
  const asked = new URL(request.url).searchParams.get("locale");
  const locale = isLocale(asked) ? asked : "fr";
  const listing = await getDealFigures(client, offer.entreprise_id);
  const title = listing ? (locale === "en" && listing.title_en ? listing.title_en : listing.title_fr) : "";
  const bytes = await offerPdf({
    offerId,
    version,
    previous: offer.versions.find((v) => v.version === number - 1),
    listingTitle: title,
    cashFlow: listing ? statedCashFlow(listing) : null,
    locale,
  });
  return new Response(Buffer.from(bytes), {
    headers: {
      ...headers,
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${offerPdfFileName(offerId, number, locale)}"`,
    },
  });
}
