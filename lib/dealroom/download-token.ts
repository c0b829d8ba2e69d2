import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { serverEnv } from "@/lib/server-env";

/** How long a download link works: long enough to start the download, too short to pass around. */
export const DOWNLOAD_LINK_SECONDS = 60;

function secret(): string {
  return serverEnv().IP_HASH_SECRET ?? serverEnv().SUPABASE_SECRET_KEY;
}

const mac = (userId: string, documentId: number, expires: number, key: string) =>
  createHmac("sha256", key).update(`dealroom-download.v1|${userId}|${documentId}|${expires}`).digest();

/** A link's signature and expiry (seconds since the epoch) for one user and one document. */
export function signDownload(
  userId: string,
  documentId: number,
  now = Date.now(),
  key = secret(),
): { expires: number; signature: string } {
  const expires = Math.floor(now / 1000) + DOWNLOAD_LINK_SECONDS;
  return { expires, signature: mac(userId, documentId, expires, key).toString("base64url") };
}

/** Whether a link was signed for this user and document and has not expired (nor claims more than 60 s). */
export function verifyDownload(
  userId: string,
  documentId: number,
  expires: number,
  signature: string,
  now = Date.now(),
  key = secret(),
): boolean {
  const seconds = now / 1000;
  if (!Number.isSafeInteger(expires) || expires <= seconds || expires > seconds + DOWNLOAD_LINK_SECONDS + 1)
    return false;
  const given = Buffer.from(signature, "base64url");
  const expected = mac(userId, documentId, expires, key);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
