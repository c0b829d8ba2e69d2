"use server";

import { fail, fieldErrorsOf, ok, type ActionResult } from "@/lib/actions/result";
import { authorizeUser } from "@/lib/auth/authorize";
import { withValues } from "@/lib/auth/message-keys";
import { FOREIGN_KEY_VIOLATION } from "@/lib/data/errors";
import { saveIndustryPreferences as savePreferences } from "@/lib/data/preferences";
import { preferencesSchema } from "@/lib/schemas/profile";
import { createClient } from "@/lib/supabase/server";

// Replaces the signed-in user's industry preferences in one transaction.
export async function saveIndustryPreferences(input: { industryIds: number[] }): Promise<ActionResult<{ industryIds: number[] }>> {
  const parsed = preferencesSchema.safeParse(input);
  if (!parsed.success) return fail("forms.errors.invalid", fieldErrorsOf(parsed.error));
  try {
    const supabase = await createClient();
    const user = await authorizeUser(supabase);
    if (!user) return fail("guards.signInRequired");
    const ids = [...new Set(parsed.data.industryIds)];
    const { error } = await savePreferences(supabase, user.userId, ids);
    if (error?.code === FOREIGN_KEY_VIOLATION) return fail("profile.errors.industryUnknown");
    if (error) return fail(withValues("profile.errors.saveFailed", { message: error.message }));
    return ok({ industryIds: ids });
  } catch (error) {
    console.error("[profile] preferences not saved:", error);
    return fail("forms.errors.server");
  }
}
