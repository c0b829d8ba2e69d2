import { unsubscribeSecret } from "@/lib/alerts/digest-job";
import { stopAlert } from "@/lib/alerts/queries/digest";
import { isTestUnsubscribeToken, verifyUnsubscribeToken } from "@/lib/alerts/token";
import { absoluteUrl } from "@/lib/i18n/paths";
import { createAdminClient } from "@/lib/supabase/admin";

/**
 * RFC 8058 one-click unsubscribe: a mail client POSTs `List-Unsubscribe=One-Click` to the URL of
 * the digest's List-Unsubscribe header; the confirm page's form posts here too (with `locale`),
 * and is sent back to it. No session needed: the signed token names the one alert it stops (a test
 * digest's token stops none).
 */
export const dynamic = "force-dynamic";

export async function POST(request: Request) {
  const url = new URL(request.url);
  const form = await request.formData().catch(() => null);
  const token = url.searchParams.get("token") ?? (form?.get("token") as string | null);
  const ref = verifyUnsubscribeToken(token, unsubscribeSecret());
  const locale = form?.get("locale") === "en" ? "en" : form?.get("locale") === "fr" ? "fr" : null;
  // A test digest's link (sent to an admin) names the person's alert but stops nothing.
  if (!ref && isTestUnsubscribeToken(token, unsubscribeSecret())) {
    if (locale) return Response.redirect(`${absoluteUrl(locale, "/alertes/desabonnement")}?status=test`, 303);
    return Response.json({ ok: true, test: true, stopped: false }, { headers: { "cache-control": "no-store" } });
  }
  if (!ref) {
    if (locale) return Response.redirect(`${absoluteUrl(locale, "/alertes/desabonnement")}?status=invalid`, 303);
    return Response.json({ ok: false, error: "invalid or expired link" }, { status: 400 });
  }
  await stopAlert(createAdminClient(), ref);
  if (locale) return Response.redirect(`${absoluteUrl(locale, "/alertes/desabonnement")}?status=done`, 303);
  return Response.json({ ok: true }, { headers: { "cache-control": "no-store" } });
}
