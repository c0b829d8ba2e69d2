"use server";

import { removeAvatarAction, uploadAvatarAction } from "./profile.core";

// Stores the signed-in user's profile photo (already resized in the browser) and points the profile at it.
export async function uploadAvatar(form: FormData) {
  return uploadAvatarAction(form);
}

// Removes the signed-in user's profile photo.
export async function removeAvatar() {
  return removeAvatarAction({});
}
