import "server-only";
import type { SupabaseClient } from "@supabase/supabase-js";
import { fail, fieldErrorsOf, ok, type ActionResult } from "@/lib/actions/result";
import { createFinancingRequest } from "@/lib/financing/queries";
import { hitRateLimit, type RateLimitRule } from "@/lib/http/rate-limits";
import { queueFinancingRequestMails } from "@/lib/financing/request-mail";
import { financingRequestSchema } from "@/lib/financing/schema";

export const financingRateLimit: RateLimitRule = { bucket: "financing_request", limit: 5, windowSeconds: 60 * 60 };

export type FinancingContext = { service: SupabaseClient; ipHash: string; userId: string | null };

/**
 * A financing request from /services/financement: parse → honeypot (a bot gets a success and
 * nothing is saved) → rate limit per visitor → saved → the buyer's confirmation and the team's
 * notice queued (a mail failure loses nothing: the request and the e-mail rows stay).
 */
export async function processFinancingRequest(
  input: unknown,
  { service, ipHash, userId }: FinancingContext,
): Promise<ActionResult<{ id: string | null }>> {
  const parsed = financingRequestSchema.safeParse(input);
  if (!parsed.success) return fail("forms.errors.invalid", fieldErrorsOf(parsed.error));
  const { website, province, ...values } = parsed.data;
  if (website) return ok({ id: null });
  try {
    if (!(await hitRateLimit(service, financingRateLimit, ipHash))) return fail("forms.errors.rateLimited");
    const { data: provinceRow } = await service.from("provinces").select("id").eq("slug", province).maybeSingle();
    if (!provinceRow) return fail("forms.errors.invalid", { province: "financing.errors.provinceRequired" });
    let businessTitle: string | null = null;
    if (values.entreprise_id) {
      const { data: business } = await service
        .from("entreprises")
        .select("title_fr, title_en, status")
        .eq("id", values.entreprise_id)
        .maybeSingle();
      const row = business as { title_fr: string; title_en: string | null; status: string } | null;
      if (!row || !["published", "under_offer"].includes(row.status))
        return fail("forms.errors.invalid", { deal_description: "financing.errors.listingUnavailable" });
      businessTitle = values.locale === "en" ? (row.title_en ?? row.title_fr) : row.title_fr;
    }
    const id = await createFinancingRequest(service, {
      ...values,
      province_id: (provinceRow as { id: number }).id,
      user_id: userId,
    });
    try {
      await queueFinancingRequestMails(service, { ...values, province, id, businessTitle, userId });
    } catch (error) {
      console.error(`[financing] e-mails for request ${id} not queued:`, error);
    }
    return ok({ id });
  } catch (error) {
    console.error("[financing] request failed:", error);
    return fail("forms.errors.server");
  }
}
