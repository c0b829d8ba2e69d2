import "server-only";
import { authorizeUser } from "@/lib/auth/authorize";
import { isLocale } from "@/lib/i18n/locale-path";
import { createClient } from "@/lib/supabase/server";
import { getRequest } from "./queries/requests";
import { agreementFileName, signedAgreementOf, signedAgreementPdf } from "./signed-agreement";

const headers = { "Cache-Control": "private, no-store", "X-Content-Type-Options": "nosniff" };

/**
 * The signed agreement of a request as a PDF (app/api/dealroom/agreements/{id}), again at any time:
 * for its buyer, the listing's owner and admins (RLS on dealroom_requests decides; anyone else gets a
 * 404). Drawn from the text kept at signature, never from the template.
 */
export async function agreementPdfRoute(request: Request, id: string): Promise<Response> {
  const requestId = Number(id);
  if (!Number.isSafeInteger(requestId) || requestId <= 0) return new Response(null, { status: 404, headers });
  const client = await createClient();
  if (!(await authorizeUser(client))) return new Response(null, { status: 401, headers });
  const kept = await getRequest(client, requestId);
  if (!kept) return new Response(null, { status: 404, headers });
  const asked = new URL(request.url).searchParams.get("locale");
  const locale = isLocale(asked) ? asked : kept.agreement_locale === "en" ? "en" : "fr";
  // The agreement's second line names the listing as it was signed ("Projet d'acquisition : « … »").
  const agreement = signedAgreementOf(kept, kept.agreement_text.split("\n")[1] ?? "");
  const bytes = await signedAgreementPdf(agreement, locale);
  return new Response(Buffer.from(bytes), {
    headers: {
      ...headers,
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${agreementFileName(agreement, locale)}"`,
    },
  });
}
