import { revalidateTag } from "next/cache";
import { hasLocale } from "next-intl";
import { localizePath } from "@/lib/i18n/locale-path";
import { TAGS } from "@/lib/cache-tags";
import { verifyListingToken } from "@/lib/listings/freshness-token";
import { confirmListingByLink } from "@/lib/listings/queries/freshness";
import { listingConfirmSecret } from "@/lib/listings/freshness-secrets";
import { routing } from "@/lib/i18n/routing";
import { createAdminClient } from "@/lib/supabase/admin";
import { forgetRememberedPages } from "@/lib/http/page-generation";

export const dynamic = "force-dynamic";

/**
 * The one-click link of the freshness reminders (/annonces/confirmer?token=…, /en/… in English):
 * a signed, expiring token confirms one published or under-offer listing without signing in;
 * the public pages and search see it at once; then /annonces/confirmation says what happened.
 */
export async function GET(request: Request, { params }: RouteContext<"/[locale]/annonces/confirmer">) {
  const { locale: raw } = await params;
  const locale = hasLocale(routing.locales, raw) ? raw : routing.defaultLocale;
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const check = verifyListingToken(token, listingConfirmSecret());
  let state = "invalid";
  if (check.ok) {
    try {
      const outcome = await confirmListingByLink(createAdminClient(), check.kind, check.id);
      state = outcome.outcome;
      if (outcome.outcome === "confirmed") {
        revalidateTag(TAGS.listings, { expire: 0 });
        forgetRememberedPages();
      }
    } catch (error) {
      console.error("[freshness] confirmation link failed:", error);
      state = "failed";
    }
  }
  const target = new URL(localizePath("/annonces/confirmation", locale), request.url);
  if (token) target.searchParams.set("token", token);
  target.searchParams.set("etat", state);
  return new Response(null, {
    status: 303,
    headers: {
      location: target.pathname + target.search,
      "cache-control": "no-store",
      "referrer-policy": "no-referrer",
    },
  });
}
