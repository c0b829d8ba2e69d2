import "server-only";
import { z } from "zod";
import { defineAction } from "@/lib/actions/define-action";
import { fail, ok } from "@/lib/actions/result";
import { attemptKeys, currentPasswordRefusal } from "@/lib/accounts/internal/attempt-limits";
import { authFailure } from "@/lib/accounts/auth-errors";
import { imageType } from "@/lib/accounts/internal/image-type";
import { actionLocale } from "@/lib/i18n/action-locale";
import { localizePath } from "@/lib/i18n/locale-path";
import { withValues } from "@/lib/i18n/message-keys";
import { authRoutes } from "@/lib/auth/routes";
import { siteOrigin } from "@/lib/auth/site-url";
import { TAGS } from "@/lib/cache-tags";
import { errorMessage, FOREIGN_KEY_VIOLATION, QueryError, UNIQUE_VIOLATION } from "@/lib/supabase/errors";
import { replaceIndustryPreferences } from "@/lib/accounts/queries/preferences";
import {
  removeAvatars,
  setAvatarUrl,
  storeAvatar,
  profileDetailsColumns,
  setProfileDetails,
  setPublicPage,
} from "@/lib/accounts/queries/profile-settings";
import {
  AVATAR_MAX_UPLOAD_BYTES,
  emailChangeSchema,
  passwordChangeSchema,
  preferencesSchema,
  profileDetailsSchema,
  publicPageSchema,
} from "@/lib/accounts/schemas/profile";

/** Saves the signed-in user's names, mobile phone and address. */
export const updateProfileDetailsAction = defineAction({
  name: "profile.details",
  schema: profileDetailsSchema,
  access: "user",
  revalidates: () => [TAGS.sellers],
  handler: async (v, { client, user }) => {
    try {
      await setProfileDetails(client, user.userId, profileDetailsColumns(v));
    } catch (error) {
      return fail(withValues("profile.errors.saveFailed", { message: errorMessage(error) }));
    }
    return ok(true as const);
  },
});

/** Turns the public seller page on or off, with its bio and slug; returns the slug the database kept. */
export const updatePublicPageAction = defineAction({
  name: "profile.publicPage",
  schema: publicPageSchema,
  access: "user",
  revalidates: () => [TAGS.sellers],
  handler: async (v, { client, user }) => {
    try {
      const saved = await setPublicPage(client, user.userId, {
        public_page_enabled: v.enabled,
        public_bio: v.bio,
        public_slug: v.slug,
      });
      return ok({ slug: saved.public_slug });
    } catch (error) {
      if (error instanceof QueryError && error.code === UNIQUE_VIOLATION)
        return fail("profile.errors.slugTaken", { slug: "profile.errors.slugTaken" });
      return fail(withValues("profile.errors.saveFailed", { message: errorMessage(error) }));
    }
  },
});

/** Replaces the signed-in user's industry preferences in one transaction. */
export const saveIndustryPreferencesAction = defineAction({
  name: "profile.preferences",
  schema: preferencesSchema,
  access: "user",
  handler: async (v, { client, user }) => {
    const ids = [...new Set(v.industryIds)];
    try {
      await replaceIndustryPreferences(client, user.userId, ids);
    } catch (error) {
      if (error instanceof QueryError && error.code === FOREIGN_KEY_VIOLATION)
        return fail("profile.errors.industryUnknown");
      return fail(withValues("profile.errors.saveFailed", { message: errorMessage(error) }));
    }
    return ok({ industryIds: ids });
  },
});

/** Asks the Auth API to change the account's e-mail; it takes effect once the e-mailed link is opened. */
export const changeEmailAction = defineAction({
  name: "profile.email",
  schema: emailChangeSchema,
  access: "user",
  handler: async (v, { client, user }) => {
    if (user.email?.toLowerCase() === v.email) return fail("profile.email.same", { email: "profile.email.same" });
    const { error } = await client.auth.updateUser(
      { email: v.email },
      { emailRedirectTo: `${await siteOrigin()}${localizePath(authRoutes.callback, await actionLocale())}` },
    );
    if (error) {
      const failure = authFailure(error);
      return fail(failure.message, failure.fieldErrors);
    }
    return ok(true as const);
  },
});

/** Changes the signed-in user's password after checking the current one. */
export const changePasswordAction = defineAction({
  name: "profile.password",
  schema: passwordChangeSchema,
  access: "user",
  handler: async (v, { client, user }) => {
    if (!user.email) return fail("guards.signInRequired");
    const refusal = await currentPasswordRefusal(await attemptKeys(), user.email, v.currentPassword);
    if (refusal) return refusal;
    const { error } = await client.auth.updateUser({ password: v.newPassword });
    if (error) {
      const failure = authFailure(error, "newPassword");
      return fail(failure.message, failure.fieldErrors);
    }
    return ok(true as const);
  },
});

const avatarUpload = z.object({
  avatar: z
    .instanceof(File, { message: "profile.errors.avatarUnreadable" })
    .refine((f) => f.size > 0, "profile.errors.avatarUnreadable")
    .refine((f) => f.size <= AVATAR_MAX_UPLOAD_BYTES, "profile.errors.avatarTooLarge"),
});

/** Stores the signed-in user's profile photo (already resized in the browser) and points the profile at it. */
export const uploadAvatarAction = defineAction({
  name: "profile.avatar",
  schema: avatarUpload,
  access: "user",
  failure: "profile.errors.avatarFailed",
  revalidates: () => [TAGS.sellers],
  handler: async ({ avatar }, { client, user }) => {
    const bytes = new Uint8Array(await avatar.arrayBuffer());
    // The bytes decide the type, not the name or the browser's claim.
    const type = imageType(bytes);
    if (!type) return fail("profile.errors.avatarType");
    let avatarUrl: string;
    try {
      avatarUrl = await storeAvatar(client, user.userId, bytes, type);
    } catch (error) {
      console.error("[profile] avatar upload failed:", errorMessage(error));
      return fail("profile.errors.avatarFailed");
    }
    try {
      await setAvatarUrl(client, user.userId, avatarUrl);
    } catch {
      return fail("profile.errors.avatarFailed");
    }
    return ok({ avatarUrl });
  },
});

/** Removes the signed-in user's profile photo. */
export const removeAvatarAction = defineAction({
  name: "profile.avatarRemove",
  schema: z.object({}),
  access: "user",
  failure: "profile.errors.avatarFailed",
  revalidates: () => [TAGS.sellers],
  handler: async (_input, { client, user }) => {
    try {
      await setAvatarUrl(client, user.userId, null);
    } catch {
      return fail("profile.errors.avatarFailed");
    }
    await removeAvatars(client, user.userId);
    return ok(true as const);
  },
});
