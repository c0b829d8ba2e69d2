"use server";

import { fail, ok, type ActionResult } from "@/lib/actions/result";
import { authorizeUser } from "@/lib/auth/authorize";
import { imageType } from "@/lib/auth/image-type";
import { removeAvatars, setAvatarUrl, storeAvatar } from "@/lib/data/profile-settings";
import { AVATAR_MAX_UPLOAD_BYTES } from "@/lib/schemas/profile";
import { createClient } from "@/lib/supabase/server";

// Stores the signed-in user's profile photo (already resized in the browser) and points the profile at it.
export async function uploadAvatar(form: FormData): Promise<ActionResult<{ avatarUrl: string }>> {
  const file = form.get("avatar");
  if (!(file instanceof File) || file.size === 0) return fail("profile.errors.avatarUnreadable");
  if (file.size > AVATAR_MAX_UPLOAD_BYTES) return fail("profile.errors.avatarTooLarge");
  try {
    const bytes = new Uint8Array(await file.arrayBuffer());
    // The bytes decide the type, not the name or the browser's claim.
    const type = imageType(bytes);
    if (!type) return fail("profile.errors.avatarType");
    const supabase = await createClient();
    const user = await authorizeUser(supabase);
    if (!user) return fail("guards.signInRequired");
    const stored = await storeAvatar(supabase, user.userId, bytes, type);
    if (stored.error) {
      console.error("[profile] avatar upload failed:", stored.error.message);
      return fail("profile.errors.avatarFailed");
    }
    const saved = await setAvatarUrl(supabase, user.userId, stored.data);
    if (saved.error) return fail("profile.errors.avatarFailed");
    return ok({ avatarUrl: stored.data });
  } catch (error) {
    console.error("[profile] avatar upload failed:", error);
    return fail("profile.errors.avatarFailed");
  }
}

// Removes the signed-in user's profile photo.
export async function removeAvatar(): Promise<ActionResult<true>> {
  try {
    const supabase = await createClient();
    const user = await authorizeUser(supabase);
    if (!user) return fail("guards.signInRequired");
    const saved = await setAvatarUrl(supabase, user.userId, null);
    if (saved.error) return fail("profile.errors.avatarFailed");
    await removeAvatars(supabase, user.userId);
    return ok(true);
  } catch (error) {
    console.error("[profile] avatar removal failed:", error);
    return fail("profile.errors.avatarFailed");
  }
}
