import "server-only";
import { headers } from "next/headers";
import { defineAction } from "@/lib/actions/define-action";
import type { Authorized } from "@/lib/auth/authorize";
import { fail, ok, type ActionResult } from "@/lib/actions/result";
import { clientIpHash } from "@/lib/http/client-ip";
import { type RateLimitRule } from "@/lib/http/rate-limits";
import { hitRateLimit } from "@/lib/http/queries";
import { createFinancingRequest, getFinanceableBusiness } from "@/lib/financing/queries";
import { findLenders, insertAskedLenders } from "@/lib/financing/prequalification/queries";
import { lenderLabel } from "@/lib/financing/prequalification/mark";
import { queueFinancingRequestMails } from "@/lib/financing/request-mail";
import {
  financingRequestSchema,
  type FinancingRequestInput,
  type FinancingRequestValues,
} from "@/lib/financing/schema";
import { createAdminClient } from "@/lib/supabase/admin";
import type { Client } from "@/lib/supabase/types";
import { getProvinceBySlug } from "@/lib/taxonomy/queries/provinces";

const financingRateLimit: RateLimitRule = { bucket: "financing_request", limit: 5, windowSeconds: 60 * 60 };

/**
 * Who sends the request: the server key's client, the visitor's hashed address (rate limit), the
 * signed-in user if any, with the account's (verified) address.
 */
export type FinancingContext = {
  service: Client;
  ipHash: string;
  userId: string | null;
  userEmail: string | null;
};

/**
 * A financing request from /services/financement: parse → honeypot (a bot gets a success and
 * nothing is saved) → rate limit per visitor → saved → the buyer's confirmation and the team's
 * notice queued (a mail failure loses nothing: the request and the e-mail rows stay). A signed-in
 * buyer's pre-qualification request (`lenderIds`) takes the same steps, with the lenders asked.
 */
export async function saveFinancingRequest(
  parsed: FinancingRequestValues,
  { service, ipHash, userId, userEmail }: FinancingContext,
  prequalification?: { lenderIds: number[] },
): Promise<ActionResult<{ id: string | null }>> {
  const { website, province, ...values } = parsed;
  if (website) return ok({ id: null });
  try {
    if (!(await hitRateLimit(service, financingRateLimit, ipHash))) return fail("forms.errors.rateLimited");
    const provinceRow = await getProvinceBySlug(service, province);
    if (!provinceRow) return fail("forms.errors.invalid", { province: "financing.errors.provinceRequired" });
    if (
      prequalification &&
      (!userId || (await findLenders(service, prequalification.lenderIds)).length < prequalification.lenderIds.length)
    )
      return fail("forms.errors.invalid", { lender_ids: "prequalification.errors.lenderUnavailable" });
    let businessTitle: string | null = null;
    if (values.entreprise_id) {
      const business = await getFinanceableBusiness(service, values.entreprise_id);
      if (!business) return fail("forms.errors.invalid", { deal_description: "financing.errors.listingUnavailable" });
      businessTitle = values.locale === "en" ? (business.title_en ?? business.title_fr) : business.title_fr;
    }
    const id = await createFinancingRequest(service, {
      ...values,
      province_id: provinceRow.id,
      user_id: userId,
      purpose: prequalification ? "prequalification" : "financing",
    });
    const lenders =
      prequalification && userId
        ? (await insertAskedLenders(service, id, userId, prequalification.lenderIds)).map(lenderLabel)
        : null;
    try {
      await queueFinancingRequestMails(service, {
        ...values,
        province,
        provinceName: provinceRow.name_fr,
        id,
        businessTitle,
        userId,
        userEmail,
        lenders,
      });
    } catch (error) {
      console.error(`[financing] e-mails for request ${id} not queued:`, error);
    }
    return ok({ id });
  } catch (error) {
    console.error("[financing] request failed:", error);
    return fail("forms.errors.server");
  }
}

/** The action, given where its context comes from: the request (the site) or the caller (integration tests). */
function financingRequestAction(context: (user: Authorized | null) => Promise<FinancingContext>) {
  return defineAction({
    name: "financing.request",
    schema: financingRequestSchema,
    access: "public",
    handler: async (values, { user }) => saveFinancingRequest(values, await context(user)),
  });
}

/** The public form's action: the context from the request (its address, the session's user). */
export const submitFinancingRequestAction = financingRequestAction(async (user) => ({
  service: createAdminClient(),
  ipHash: clientIpHash(await headers()),
  userId: user?.userId ?? null,
  userEmail: user?.email ?? null,
}));

/** The same steps with a given context (integration tests: their own address hash and user). */
export function processFinancingRequest(input: unknown, context: FinancingContext) {
  return financingRequestAction(async () => context).execute(input as FinancingRequestInput, context.service);
}
