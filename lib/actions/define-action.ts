import "server-only";
import { updateTag } from "next/cache";
import type { z } from "zod";
import { ACCOUNT_BLOCKED, fail, fieldErrorsOf, SESSION_ENDED, type ActionResult } from "@/lib/actions/result";
import { accountAccess, authorizeUser, type Authorized } from "@/lib/auth/authorize";
import type { CacheTag } from "@/lib/cache-tags";
import { forgetRememberedPages } from "@/lib/http/page-generation";
import { createActionClient } from "@/lib/supabase/server";
import type { Client } from "@/lib/supabase/types";
import { formDataToObject } from "./form-data";

/** Who may run an action: anyone, a signed-in user, or an admin (profiles.is_admin). */
export type Access = "public" | "user" | "admin";

type CallerOf<A extends Access> = A extends "public" ? Authorized | null : Authorized;

type ActionContext<A extends Access = "user"> = {
  /** Acts as the caller: RLS decides what it may read and write. */
  client: Client;
  user: CallerOf<A>;
};

type Spec<S extends z.ZodType, O, A extends Access> = {
  schema: S;
  access: A;
  /** Runs once the input is valid and the caller allowed. Thrown errors become "forms.errors.server". */
  handler: (input: z.output<S>, ctx: ActionContext<A>) => Promise<ActionResult<O>>;
  /** The cache tags a success changes (revalidated at once, so the author sees the edit). */
  revalidates?: (input: z.output<S>, data: O) => readonly CacheTag[];
  /** Prefix of the server log line when the handler throws. */
  name: string;
  /** The message when the handler throws (default "forms.errors.server"). */
  failure?: string;
  /** The message when there is no valid session (default: SESSION_ENDED, the forms offer to sign in again). */
  refusal?: string;
};

/** The caller, or why they may not run the action: no valid session, a blocked account, or not an admin. */
async function authorize(
  access: Access,
  client: Client,
): Promise<Authorized | "no-session" | "blocked" | "not-admin" | null> {
  const user = await authorizeUser(client);
  if (access === "public" && !user) return null;
  if (!user) return "no-session";
  const account = await accountAccess(client, user.userId);
  if (account.blocked) return "blocked";
  if (access === "admin" && !account.isAdmin) return "not-admin";
  return user;
}

function isValueRefusal(error: unknown): boolean {
  const code =
    typeof error === "object" && error !== null && "code" in error ? (error as { code: unknown }).code : null;
  return code === "23514" || code === "22001";
}

/**
 * The one way a server action runs: parse (zod; FormData is read into an object first) →
 * authorise (verified claims; a blocked account is refused; is_admin for admins) → run → a typed ActionResult. The result
 * has `execute(input, client)`, the same steps with a given client, for integration tests.
 */
export function defineAction<S extends z.ZodType, O, A extends Access>(spec: Spec<S, O, A>) {
  async function execute(raw: z.input<S> | FormData, client: Client): Promise<ActionResult<O>> {
    const parsed = spec.schema.safeParse(raw instanceof FormData ? formDataToObject(raw) : raw);
    if (!parsed.success) return fail("forms.errors.invalid", fieldErrorsOf(parsed.error));
    try {
      const user = await authorize(spec.access, client);
      if (user === "no-session") return fail(spec.refusal ?? SESSION_ENDED);
      if (user === "blocked") return fail(ACCOUNT_BLOCKED);
      if (user === "not-admin") return fail("guards.adminRequired");
      return await spec.handler(parsed.data, { client, user: user as CallerOf<A> });
    } catch (error) {
      // A value the database's checks refuse (23514) or too long for its column (22001) is the input's fault.
      if (isValueRefusal(error)) return fail("formKit.valueRefused");
      console.error(`[${spec.name}] failed:`, error);
      return fail(spec.failure ?? "forms.errors.server");
    }
  }

  async function action(raw: z.input<S> | FormData): Promise<ActionResult<O>> {
    const { client, commit } = await createActionClient();
    const result = await execute(raw, client);
    if (result.ok || result.message !== SESSION_ENDED) commit();
    if (result.ok && spec.revalidates) {
      const parsed = spec.schema.parse(raw instanceof FormData ? formDataToObject(raw) : raw);
      const tags = spec.revalidates(parsed, result.data);
      for (const tag of tags) updateTag(tag);
      // The middleware's ready-to-send copies of the public pages (lib/http/page-memory.ts) go with them.
      if (tags.length > 0) forgetRememberedPages();
    }
    return result;
  }

  // `written`: what tests read to check that every write revalidates the pages it changes.
  return Object.assign(action, { execute, written: { name: spec.name, revalidates: spec.revalidates } });
}
