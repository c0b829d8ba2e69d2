import "server-only";
import { publicEnv } from "@/lib/env";
import { serverEnv } from "@/lib/server-env";

/** The public contact address: NEXT_PUBLIC_CONTACT_EMAIL, else the inbox that receives the contact form. */
export function publicContactEmail(): string | null {
  return publicEnv().NEXT_PUBLIC_CONTACT_EMAIL ?? serverEnv().CONTACT_INBOX ?? null;
}
