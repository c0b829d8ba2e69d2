"use server";

import { sendTestDigestAction } from "./test-digest.core";

export async function sendTestDigest(input: Parameters<typeof sendTestDigestAction>[0]) {
  return sendTestDigestAction(input);
}
