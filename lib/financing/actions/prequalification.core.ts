import "server-only";
import { headers } from "next/headers";
import { z } from "zod";
import { defineAction } from "@/lib/actions/define-action";
import { fail, ok, type ActionResult } from "@/lib/actions/result";
import { clientIpHash } from "@/lib/http/client-ip";
import { mailPrequalificationRecorded } from "@/lib/financing/prequalification/mail";
import {
  deletePrequalification,
  getPrequalificationRequest,
  savePrequalification,
} from "@/lib/financing/prequalification/queries";
import {
  prequalificationMarkSchema,
  prequalificationRequestSchema,
  type PrequalificationRequestInput,
} from "@/lib/financing/prequalification/schema";
import { createAdminClient } from "@/lib/supabase/admin";
import { QueryError } from "@/lib/supabase/errors";
import type { Client } from "@/lib/supabase/types";
import { saveFinancingRequest } from "./submit-financing-request.core";

/** Where the request is sent from: the server key's client and the visitor's hashed address (rate limit). */
export type PrequalificationContext = { service: Client; ipHash: string };

/** The action, given where its context comes from: the request (the site) or the caller (integration tests). */
function prequalificationRequestAction(context: () => Promise<PrequalificationContext>) {
  return defineAction({
    name: "financing.requestPrequalification",
    schema: prequalificationRequestSchema,
    access: "user",
    handler: async ({ lender_ids, ...values }, { user }) =>
      saveFinancingRequest(
        values,
        { ...(await context()), userId: user.userId, userEmail: user.email },
        { lenderIds: lender_ids },
      ),
  });
}

// A signed-in buyer asks lenders of the directory to pre-qualify them (a financing request of that purpose).
export const requestPrequalificationAction = prequalificationRequestAction(async () => ({
  service: createAdminClient(),
  ipHash: clientIpHash(await headers()),
}));

/** The same steps with a given context (integration tests: their own address hash); `client` is the buyer's. */
export function processPrequalificationRequest(input: unknown, context: PrequalificationContext, client: Client) {
  return prequalificationRequestAction(async () => context).execute(input as PrequalificationRequestInput, client);
}

/** The database's refusals of a mark, at their field. */
function markRefusal(error: unknown): ActionResult<never> {
  if (!(error instanceof QueryError)) throw error;
  const invalid = (field: string, key: string) => fail("forms.errors.invalid", { [field]: key });
  if (/not a lender/.test(error.message)) return invalid("expert_id", "prequalification.errors.lenderUnavailable");
  if (/qualified_on is in the future/.test(error.message))
    return invalid("qualified_on", "prequalification.errors.qualifiedFuture");
  if (/expires_on is past/.test(error.message)) return invalid("expires_on", "prequalification.errors.expiryPast");
  if (/pre-qualification request/.test(error.message)) return fail("prequalification.errors.requestNotFound");
  if (error.code === "42501") return fail("guards.adminRequired");
  throw error;
}

// The team records a lender's pre-qualification, or corrects or extends one; admins only (and in Postgres).
export const recordPrequalificationAction = defineAction({
  name: "financing.recordPrequalification",
  schema: prequalificationMarkSchema,
  access: "admin",
  handler: async (input, { client }) => {
    const request = await getPrequalificationRequest(client, input.request_id);
    if (!request) return fail("prequalification.errors.requestNotFound");
    let saved;
    try {
      saved = await savePrequalification(client, input);
    } catch (error) {
      return markRefusal(error);
    }
    if (!saved) return fail("prequalification.errors.notFound");
    if (!input.id) {
      try {
        await mailPrequalificationRecorded(createAdminClient() as Client, saved, request.locale);
      } catch (error) {
        console.error(`[prequalification] e-mail for mark ${saved.id} not queued:`, error);
      }
    }
    return ok({ id: saved.id });
  },
});

// The team withdraws a mark; admins only.
export const deletePrequalificationAction = defineAction({
  name: "financing.deletePrequalification",
  schema: z.object({ id: z.number().int().positive() }),
  access: "admin",
  handler: async ({ id }, { client }) =>
    (await deletePrequalification(client, id)) ? ok({ id }) : fail("prequalification.errors.notFound"),
});
