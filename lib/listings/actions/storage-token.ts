"use server";

import { storageAccessTokenAction } from "./storage-token.core";

// The signed-in user's access token for direct uploads to Storage.
export async function storageAccessToken() {
  return storageAccessTokenAction({});
}
