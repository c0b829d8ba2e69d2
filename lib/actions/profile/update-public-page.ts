"use server";

import { fail, fieldErrorsOf, ok, type ActionResult } from "@/lib/actions/result";
import { authorizeUser } from "@/lib/auth/authorize";
import { withValues } from "@/lib/auth/message-keys";
import { UNIQUE_VIOLATION, updatePublicPage as savePublicPage } from "@/lib/data/profile-settings";
import { publicPageSchema, type PublicPageInput } from "@/lib/schemas/profile";
import { createClient } from "@/lib/supabase/server";

// Turns the public seller page on or off, with its bio and slug; returns the slug the database kept.
export async function updatePublicPage(input: PublicPageInput): Promise<ActionResult<{ slug: string | null }>> {
  const parsed = publicPageSchema.safeParse(input);
  if (!parsed.success) return fail("forms.errors.invalid", fieldErrorsOf(parsed.error));
  try {
    const supabase = await createClient();
    const user = await authorizeUser(supabase);
    if (!user) return fail("guards.signInRequired");
    const { data, error } = await savePublicPage(supabase, user.userId, {
      public_page_enabled: parsed.data.enabled,
      public_bio: parsed.data.bio,
      public_slug: parsed.data.slug,
    });
    if (error?.code === UNIQUE_VIOLATION) return fail("profile.errors.slugTaken", { slug: "profile.errors.slugTaken" });
    if (error) return fail(withValues("profile.errors.saveFailed", { message: error.message }));
    return ok({ slug: data.public_slug });
  } catch (error) {
    console.error("[profile] public page not saved:", error);
    return fail("forms.errors.server");
  }
}
