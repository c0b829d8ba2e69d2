import type { Locale } from "@/lib/i18n/routing";
import { localeOf } from "@/lib/supabase/db-values";
import { raise } from "@/lib/supabase/errors";
import type { Client } from "@/lib/supabase/types";

/** Where an e-mail about a file goes: an account's address, first name and language. */
export type Recipient = { userId: string; email: string; first_name: string | null; locale: Locale };

/** A user as an e-mail recipient (the server key: addresses are private); null without an address. */
export async function getRecipient(service: Client, userId: string): Promise<Recipient | null> {
  const { data, error } = await service.rpc("moderation_recipient", { p_user_id: userId });
  if (error) raise(error);
  const row = data?.[0];
  return row ? { userId, email: row.email, first_name: row.first_name, locale: localeOf(row.locale) } : null;
}

/** The owner of a file (the server key: a confidential listing's owner is nobody else's to read). */
export async function getRoomOwnerId(service: Client, roomId: number): Promise<string | null> {
  const { data, error } = await service.rpc("dealroom_owner_id", { p_dealroom_id: roomId });
  if (error) raise(error);
  return data ?? null;
}
