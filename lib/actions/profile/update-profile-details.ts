"use server";

import { fail, fieldErrorsOf, ok, type ActionResult } from "@/lib/actions/result";
import { authorizeUser } from "@/lib/auth/authorize";
import { withValues } from "@/lib/auth/message-keys";
import { updateProfileDetails as saveDetails } from "@/lib/data/profile-settings";
import { profileDetailsSchema, type ProfileDetailsInput } from "@/lib/schemas/profile";
import { createClient } from "@/lib/supabase/server";

// Saves the signed-in user's names, mobile phone and address.
export async function updateProfileDetails(input: ProfileDetailsInput): Promise<ActionResult<true>> {
  const parsed = profileDetailsSchema.safeParse(input);
  if (!parsed.success) return fail("forms.errors.invalid", fieldErrorsOf(parsed.error));
  try {
    const supabase = await createClient();
    const user = await authorizeUser(supabase);
    if (!user) return fail("guards.signInRequired");
    const v = parsed.data;
    const { error } = await saveDetails(supabase, user.userId, {
      first_name: v.firstName,
      last_name: v.lastName,
      mobile_phone: v.mobilePhone,
      address_line1: v.addressLine1,
      address_line2: v.addressLine2,
      city: v.city,
      province: v.province,
      country: v.country,
      postal_code: v.postalCode,
    });
    if (error) return fail(withValues("profile.errors.saveFailed", { message: error.message }));
    return ok(true);
  } catch (error) {
    console.error("[profile] details not saved:", error);
    return fail("forms.errors.server");
  }
}
