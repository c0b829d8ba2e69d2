/**
 * Offer fixtures for integration tests (issue 42): a business with stated earnings and a file, buyers
 * at each access state, and offers made through the Data API with the acting user's own client, as
 * the app does.
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import { addDays, montrealDay } from "@/lib/i18n/format";
import { sql, type TestUser } from "./db";
import { addDealroomListing, addDocument, openRoom, requestAccess, type Listing } from "./dealroom";

/** A version's terms as offer_versions keeps them: 450 000 $ = 90 000 + 270 000 (bank) + 90 000 (take-back). */
export function offerTerms(overrides: Record<string, unknown> = {}) {
  const today = montrealDay();
  return {
    price_cents: 45_000_000,
    purchase: "assets",
    inventory: "included",
    inventory_estimate_cents: null,
    down_payment_cents: 9_000_000,
    bank_loan_cents: 27_000_000,
    bank_term_years: 10,
    bank_rate: 7,
    vendor_loan_cents: 9_000_000,
    vendor_term_years: 5,
    vendor_rate: 6,
    vendor_delay_months: 12,
    earnout_cents: 0,
    earnout_conditions: null,
    financing_condition: true,
    due_diligence_days: 30,
    lease_assignment: true,
    transition_weeks: 8,
    non_compete_years: 3,
    other_conditions: null,
    closing_date: addDays(today, 90),
    lapse_date: addDays(today, 14),
    message: "Offre sérieuse.",
    ...overrides,
  };
}

/** A published business of `owner` with stated earnings (BDV 180 000 $) and a file with one document. */
export async function offerListing(owner: TestUser): Promise<{ listing: Listing; room: number }> {
  const listing = await addDealroomListing(owner);
  await sql()`update public.entreprises set cash_flow = 180000, ebitda = 150000 where id = ${listing.id}`;
  const room = await openRoom(owner, listing);
  await addDocument(owner, room);
  return { listing, room };
}

/** A buyer's request on the room, approved by `seller`; returns the request's id. */
export async function approvedBuyer(buyer: TestUser, seller: TestUser, room: number, locale = "fr"): Promise<number> {
  const id = await requestAccess(buyer, room, locale);
  const { error } = await seller.client.from("dealroom_requests").update({ status: "approved" }).eq("id", id);
  if (error) throw new Error(`approve: ${error.message}`);
  return id;
}

/** make_offer as `client`: the answer (the new offer's id, or the refusal). */
export function makeOffer(client: SupabaseClient, room: number, terms = offerTerms()) {
  return client.rpc("make_offer", { p_dealroom_id: room, p_terms: terms });
}

/** The offer as the database has it (superuser). */
export async function offerRow(id: number) {
  const [row] = await sql()<
    {
      status: string;
      awaiting: string | null;
      current_version: number;
      closed_reason: string | null;
      lapse_date: string;
    }[]
  >`select status, awaiting, current_version, closed_reason, lapse_date::text from public.offers where id = ${id}`;
  return row;
}

/** The e-mails queued about an offer, oldest first. */
export async function offerMails(id: number) {
  return sql()<{ kind: string; locale: string; to_email: string; subject: string; body_text: string }[]>`
    select kind, locale, to_email, subject, body_text from public.outbound_emails
    where subject_ref = ${`offer:${id}`} order by id`;
}

/** Sets a user's language (the account's, as sign-up stores it). */
export async function setLocale(user: TestUser, locale: "fr" | "en") {
  await sql()`update auth.users set raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || ${sql().json({ locale })}
              where id = ${user.id}`;
}

/** Moves an offer's lapse date into the past, as time would (superuser). */
export async function lapseDateInPast(id: number) {
  const yesterday = addDays(montrealDay(), -1);
  await sql()`update public.offers set lapse_date = ${yesterday} where id = ${id}`;
}
