import "server-only";
import type { Client } from "@/lib/supabase/types";
import type { z } from "zod";
import { fail, fieldErrorsOf, type ActionResult } from "@/lib/actions/result";
import { createClient } from "@/lib/supabase/server";
import { authorizeAdmin, authorizeUser, type Authorized } from "./authorize";

export type ActionContext = { client: Client; user: Authorized };

type Handler<I, O> = (input: I, ctx: ActionContext) => Promise<ActionResult<O>>;

async function run<S extends z.ZodType, O>(
  schema: S,
  input: unknown,
  authorize: (client: Client) => Promise<Authorized | null>,
  refusal: string,
  handler: Handler<z.infer<S>, O>,
): Promise<ActionResult<O>> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) return fail("forms.errors.invalid", fieldErrorsOf(parsed.error));
  try {
    const client = await createClient();
    const user = await authorize(client);
    if (!user) return fail(refusal);
    return await handler(parsed.data, { client, user });
  } catch (error) {
    console.error("[action] failed:", error);
    return fail("forms.errors.server");
  }
}

/** A server action for a signed-in user: zod parse → verified claims → handler. */
export function userAction<S extends z.ZodType, O>(schema: S, handler: Handler<z.infer<S>, O>) {
  return (input: unknown) => run(schema, input, authorizeUser, "guards.signInRequired", handler);
}

/** A server action for an admin: zod parse → verified claims and is_admin → handler. */
export function adminAction<S extends z.ZodType, O>(schema: S, handler: Handler<z.infer<S>, O>) {
  return (input: unknown) => run(schema, input, authorizeAdmin, "guards.adminRequired", handler);
}
