import "server-only";
import { defineAction } from "@/lib/actions/define-action";
import { fail, ok, type ActionResult } from "@/lib/actions/result";
import { TAGS } from "@/lib/cache-tags";
import { profileDetailsColumns, setProfileDetails } from "@/lib/accounts/queries/profile-settings";
import { setUserAccess } from "@/lib/accounts/queries/admin-users";
import {
  blockUserSchema,
  userAdminFlagSchema,
  userDetailsSchema,
  userIdSchema,
} from "@/lib/accounts/schemas/admin-user";
import { QueryError } from "@/lib/supabase/errors";

/** The database guard's refusals (profiles_guard), as the admin reads them. */
const REFUSALS: [string, string][] = [
  ["cannot remove their own admin flag", "usersAdmin.errors.ownFlag"],
  ["last administrator cannot be demoted", "usersAdmin.errors.lastAdmin"],
  ["cannot block their own account", "usersAdmin.errors.ownBlock"],
];

/** Runs a write on an account: nothing written is an unknown account, the guard's refusals their message. */
async function access(write: () => Promise<boolean>): Promise<ActionResult<true>> {
  try {
    return (await write()) ? ok(true) : fail("usersAdmin.errors.notFound");
  } catch (error) {
    if (!(error instanceof QueryError)) throw error;
    const refusal = REFUSALS.find(([text]) => error.message.includes(text));
    if (refusal) return fail(refusal[1]);
    if (error.key === "updateReturnedNothing") return fail("usersAdmin.errors.notFound");
    throw error;
  }
}

// Saves someone's names, phone and address (the audit log keeps what changed).
export const saveUserDetailsAction = defineAction({
  name: "usersAdmin.details",
  schema: userDetailsSchema,
  access: "admin",
  revalidates: () => [TAGS.sellers],
  handler: ({ userId, details }, { client }) =>
    access(async () => {
      await setProfileDetails(client, userId, profileDetailsColumns(details));
      return true;
    }),
});

// Grants or removes the admin flag: never one's own, never the last admin's (Postgres refuses both).
export const setUserAdminAction = defineAction({
  name: "usersAdmin.adminFlag",
  schema: userAdminFlagSchema,
  access: "admin",
  handler: ({ userId, isAdmin }, { client }) => access(() => setUserAccess(client, userId, { is_admin: isAdmin })),
});

// Blocks an account with a reason its owner sees: it can sign in to nothing and write nothing.
export const blockUserAction = defineAction({
  name: "usersAdmin.block",
  schema: blockUserSchema,
  access: "admin",
  revalidates: () => [TAGS.sellers],
  handler: ({ userId, reason }, { client }) =>
    access(() => setUserAccess(client, userId, { suspended_at: new Date().toISOString(), suspension_reason: reason })),
});

// Gives a blocked account its access back.
export const unblockUserAction = defineAction({
  name: "usersAdmin.unblock",
  schema: userIdSchema,
  access: "admin",
  revalidates: () => [TAGS.sellers],
  handler: ({ userId }, { client }) =>
    access(() => setUserAccess(client, userId, { suspended_at: null, suspension_reason: null })),
});
