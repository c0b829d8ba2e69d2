/**
 * A lender's pre-qualification (issue 42) against the real stack, written as the attacks: a buyer
 * asks lenders of the directory (a financing request of that purpose), the team records the mark
 * through the back office's action, the buyer hears of it by e-mail; a buyer who writes or extends a
 * mark through the Data API, a seller without a request from that buyer, and a lapsed mark get nothing.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_ENDED } from "@/lib/actions/result";
import {
  deletePrequalificationAction,
  processPrequalificationRequest,
  recordPrequalificationAction,
} from "@/lib/financing/actions/prequalification.core";
import { listLenders } from "@/lib/experts/queries/lenders";
import { listMyFinancingRequests } from "@/lib/financing/queries";
import {
  listAskedLenders,
  listCurrentPrequalifications,
  listOwnPrequalifications,
} from "@/lib/financing/prequalification/queries";
import { addDays, montrealDay } from "@/lib/i18n/format";
import type { Client } from "@/lib/supabase/types";
import { anonClient, cleanup, createTestUser, serviceClient, sql, type TestUser } from "@/tests/support/db";
import { addDealroomListing, addDocument, openRoom, removeListings, requestAccess } from "@/tests/support/dealroom";
import { mailTo } from "@/tests/support/mail";

let buyer: TestUser;
let seller: TestUser;
let otherSeller: TestUser;
let admin: TestUser;
let lender: number;
let otherLender: number;
let accountant: number;
const lenderCompany = `Caisse Test ${randomUUID().slice(0, 6)}`;
const listings: number[] = [];
const requestIds: string[] = [];
const experts: number[] = [];

const as = (user: TestUser) => user.client as unknown as Client;

async function addExpert(
  owner: TestUser,
  name: string,
  company: string | null,
  profession: string,
  others: string[] = [],
) {
  const [row] = await sql()<{ id: number }[]>`
    insert into public.experts (owner_id, name, company, profession, professions, status)
    values (${owner.id}, ${name}, ${company}, ${profession}::public.expert_profession,
            ${others}::public.expert_profession[], 'published') returning id`;
  experts.push(Number(row!.id));
  return Number(row!.id);
}

beforeAll(async () => {
  buyer = await createTestUser({ firstName: "Béa", lastName: "Acheteuse" });
  seller = await createTestUser({ firstName: "Sophie", lastName: "Vendeuse" });
  otherSeller = await createTestUser({ firstName: "Olivier", lastName: "Autre" });
  admin = await createTestUser({ admin: true });
  lender = await addExpert(admin, "Marie Prêteuse", lenderCompany, "financing_advisor");
  otherLender = await addExpert(admin, "Luc Banquier", null, "financing_advisor");
  accountant = await addExpert(admin, "Paul Comptable", "Cabinet Test", "accountant");
  // The buyer asks to see the seller's file; the other seller never hears of them.
  for (const owner of [seller, otherSeller]) {
    const listing = await addDealroomListing(owner);
    listings.push(listing.id);
    const room = await openRoom(owner, listing);
    await addDocument(owner, room);
    if (owner === seller) await requestAccess(buyer, room);
  }
});

afterAll(async () => {
  if (requestIds.length) await serviceClient().from("financing_requests").delete().in("id", requestIds);
  if (experts.length) await sql()`delete from public.experts where id = any (${experts}::bigint[])`;
  await removeListings({ entreprises: listings });
  await cleanup();
});

const ask = (over: Record<string, unknown> = {}) => ({
  locale: "fr",
  name: "Béa Acheteuse",
  email: "bea@example.test",
  phone: "",
  experience: "Dix ans de gestion en commerce de détail.",
  province: "quebec",
  listing_id: "",
  deal_description: "Une boulangerie dans le Bas-Saint-Laurent, autour de 500 000 $.",
  price: "500 000",
  purchase_type: "share",
  target_date: "",
  down_payment: "100 000",
  down_payment_source: "Épargne personnelle",
  amount_requested: "350 000",
  seller_financing: "",
  working_capital: "",
  programs: [],
  consent_lenders: "on",
  lender_ids: [String(lender), String(otherLender)],
  website: "",
  ...over,
});

const context = () => ({ service: serviceClient() as unknown as Client, ipHash: `test-${randomUUID()}` });

let requestId: string;

describe("the buyer's request", () => {
  it("is a financing request of purpose pre-qualification, sent to the lenders chosen, confirmed by e-mail", async () => {
    const result = await processPrequalificationRequest(ask(), context(), as(buyer));
    expect(result).toMatchObject({ ok: true });
    requestId = (result as { data: { id: string } }).data.id;
    requestIds.push(requestId);
    const [row] = await sql()<{ purpose: string; user_id: string; consent_lenders: boolean }[]>`
      select purpose, user_id, consent_lenders from public.financing_requests where id = ${requestId}`;
    expect(row).toEqual({ purpose: "prequalification", user_id: buyer.id, consent_lenders: true });
    const asked = await listAskedLenders(as(buyer), buyer.id);
    expect(asked.map((a) => a.expert_id).sort()).toEqual([lender, otherLender].sort());
    const mail = await mailTo(buyer.email, requestId.slice(0, 8));
    expect(mail?.subject).toMatch(/^Votre demande de préqualification — /);
    expect(mail?.text).toContain(`Prêteurs sollicités\u00a0: ${lenderCompany} — Marie Prêteuse, Luc Banquier`);
    expect(mail?.text).toContain("Prix\u00a0: 500\u00a0000\u00a0$");
    expect(mail?.text).toMatch(/Suivre votre demande\u00a0: https?:\/\/\S+\/profil\/dossiers\n/);
    // The team's notice says what it is and leads to where a lender's answer is recorded.
    const team = await mailTo("contact@demo.local", "Béa Acheteuse");
    expect(team?.subject).toBe("Nouvelle demande de préqualification\u00a0: Béa Acheteuse");
    expect(team?.text).toMatch(/https?:\/\/\S+\/admin\/gestion\/prequalifications/);
    // It names the lenders asked, not the financing service's "partner lenders".
    expect(team?.text).toContain(`${lenderCompany} — Marie Prêteuse, Luc Banquier`);
    expect(team?.text).not.toContain("prêteurs partenaires");
  });

  it("is listed among the buyer's own requests as a pre-qualification request, with the lenders it was sent to", async () => {
    const mine = await listMyFinancingRequests(as(buyer));
    expect(mine.find((r) => r.id === requestId)).toMatchObject({
      purpose: "prequalification",
      amount_requested: 350_000,
      lenders: [`${lenderCompany} — Marie Prêteuse`, "Luc Banquier"],
    });
  });

  it("says at each field what is wrong, all at once, and saves nothing", async () => {
    const before = await sql()`select id from public.financing_requests where user_id = ${buyer.id}`;
    const result = await processPrequalificationRequest(
      ask({ lender_ids: [], consent_lenders: undefined, price: "beaucoup", experience: "" }),
      context(),
      as(buyer),
    );
    expect(result.ok).toBe(false);
    expect(!result.ok && result.fieldErrors).toMatchObject({
      lender_ids: "prequalification.errors.lendersRequired",
      consent_lenders: "prequalification.errors.consentRequired",
      price: "financing.errors.amountInvalid",
      experience: "financing.errors.experienceRequired",
    });
    const tooMany = await processPrequalificationRequest(
      ask({ lender_ids: ["1", "2", "3", "4", "5", "6"] }),
      context(),
      as(buyer),
    );
    expect(!tooMany.ok && tooMany.fieldErrors.lender_ids).toBe("prequalification.errors.tooManyLenders");
    // An expert who is not a lender (an accountant) is refused at the field.
    const notLender = await processPrequalificationRequest(
      ask({ lender_ids: [String(accountant)] }),
      context(),
      as(buyer),
    );
    expect(!notLender.ok && notLender.fieldErrors.lender_ids).toBe("prequalification.errors.lenderUnavailable");
    const after = await sql()`select id from public.financing_requests where user_id = ${buyer.id}`;
    expect(after.length).toBe(before.length);
  });

  it("needs a session", async () => {
    const result = await processPrequalificationRequest(ask(), context(), anonClient() as unknown as Client);
    expect(result).toMatchObject({ ok: false, message: SESSION_ENDED });
  });

  it("cannot name its own lenders through the Data API", async () => {
    const { error } = await buyer.client
      .from("financing_request_lenders")
      .insert({ request_id: requestId, expert_id: accountant, buyer_id: buyer.id });
    expect(error?.code).toBe("42501");
  });
});

describe("the mark", () => {
  let markId: number;
  const today = montrealDay();

  it("is never written by a buyer: not through the Data API, not through the action", async () => {
    const insert = await buyer.client.from("financing_prequalifications").insert({
      request_id: requestId,
      expert_id: lender,
      amount: 2_000_000,
      qualified_on: today,
      expires_on: addDays(today, 300),
    });
    expect(insert.error?.code).toBe("42501");
    // Naming the columns the guard sets is refused outright.
    const forged = await buyer.client.from("financing_prequalifications").insert({
      request_id: requestId,
      buyer_id: buyer.id,
      lender_name: "Moi",
      amount: 1,
      qualified_on: today,
      expires_on: today,
      expires_at: "2099-01-01T00:00:00Z",
    } as never);
    expect(forged.error?.code).toBe("42501");
    const action = await recordPrequalificationAction.execute(
      { request_id: requestId, expert_id: String(lender), amount: 2_000_000, qualified_on: today, expires_on: today },
      as(buyer),
    );
    expect(action).toMatchObject({ ok: false, message: "guards.adminRequired" });
    const rows = await sql()`select id from public.financing_prequalifications where request_id = ${requestId}`;
    expect(rows).toHaveLength(0);
  });

  it("is recorded by the team, with the lender's name and the end of the expiry day in Montréal, and e-mailed to the buyer", async () => {
    const expires = addDays(today, 90);
    const result = await recordPrequalificationAction.execute(
      { request_id: requestId, expert_id: String(lender), amount: 425_000, qualified_on: today, expires_on: expires },
      as(admin),
    );
    expect(result).toMatchObject({ ok: true });
    markId = (result as { data: { id: number } }).data.id;
    const [row] = await sql()<
      { buyer_id: string; lender_name: string; recorded_by: string; amount: string; in_montreal: string }[]
    >`select buyer_id, lender_name, recorded_by, amount::text,
             to_char(expires_at at time zone 'America/Toronto', 'YYYY-MM-DD HH24:MI') as in_montreal
      from public.financing_prequalifications where id = ${markId}`;
    expect(row).toEqual({
      buyer_id: buyer.id,
      lender_name: "Marie Prêteuse",
      recorded_by: admin.id,
      amount: "425000.00",
      in_montreal: `${addDays(expires, 1)} 00:00`,
    });
    const mail = await mailTo(buyer.email, "Voir vos préqualifications");
    expect(mail?.subject).toContain("Préqualification jusqu'à");
    const text = (mail?.text ?? "").replace(/\s/g, " ");
    expect(text).toContain("Bonjour Béa,");
    expect(text).toContain("425 000 $");
    expect(text).toMatch(/https?:\/\/[^ ]+\/profil\/dossiers/);
  });

  it("cannot be extended or changed by the buyer", async () => {
    const { data, error } = await buyer.client
      .from("financing_prequalifications")
      .update({ expires_on: addDays(today, 300), amount: 9_000_000 })
      .eq("id", markId)
      .select("id");
    expect(error === null ? data : error.code).toEqual(error === null ? [] : "42501");
    const deleted = await buyer.client.from("financing_prequalifications").delete().eq("id", markId).select("id");
    expect(deleted.data ?? []).toEqual([]);
    const [row] = await sql()<{ amount: string; expires_on: string }[]>`
      select amount::text, expires_on::text from public.financing_prequalifications where id = ${markId}`;
    expect(row).toEqual({ amount: "425000.00", expires_on: addDays(today, 90) });
  });

  it("is refused at its field when the team's input is wrong", async () => {
    const base = {
      request_id: requestId,
      expert_id: String(lender),
      amount: 100_000,
      qualified_on: today,
      expires_on: addDays(today, 30),
    };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ amount: 0 }, "amount", "financing.errors.amountInvalid"],
      [{ amount: null }, "amount", "prequalification.errors.amountRequired"],
      [
        { qualified_on: addDays(today, 1), expires_on: addDays(today, 30) },
        "qualified_on",
        "prequalification.errors.qualifiedFuture",
      ],
      [{ expires_on: addDays(today, -1) }, "expires_on", "prequalification.errors.expiryPast"],
      [
        { qualified_on: addDays(today, -10), expires_on: addDays(today, 400) },
        "expires_on",
        "prequalification.errors.expiryTooFar",
      ],
      [{ expert_id: String(accountant) }, "expert_id", "prequalification.errors.lenderUnavailable"],
    ];
    for (const [change, field, key] of cases) {
      const result = await recordPrequalificationAction.execute({ ...base, ...change } as never, as(admin));
      expect(!result.ok && result.fieldErrors[field], JSON.stringify(change)).toBe(key);
    }
  });

  it("is seen by the buyer and by the seller the buyer asked, never by another seller or a visitor", async () => {
    expect((await listCurrentPrequalifications(as(buyer), [buyer.id])).get(buyer.id)?.map((m) => m.amount)).toEqual([
      425_000,
    ]);
    const seen = (await listCurrentPrequalifications(as(seller), [buyer.id])).get(buyer.id);
    expect(seen).toMatchObject([{ lender_name: "Marie Prêteuse", amount: 425_000, expires_on: addDays(today, 90) }]);
    expect((await listCurrentPrequalifications(as(otherSeller), [buyer.id])).size).toBe(0);
    const direct = await otherSeller.client.from("financing_prequalifications").select("id").eq("buyer_id", buyer.id);
    expect(direct.data).toEqual([]);
    const anon = await anonClient().rpc("buyer_prequalifications", { p_buyers: [buyer.id] });
    expect(anon.error).not.toBeNull();
    const anonTable = await anonClient().from("financing_prequalifications").select("id");
    expect(anonTable.data ?? []).toEqual([]);
  });

  it("lapses by itself: once past its expiry nobody is shown it as current, and its seller not at all", async () => {
    // The expiry day was yesterday in Montréal (SQL is the team's: the API would refuse a past expiry).
    await sql()`update public.financing_prequalifications
                set qualified_on = ${addDays(today, -60)}, expires_on = ${addDays(today, -1)} where id = ${markId}`;
    expect((await listCurrentPrequalifications(as(seller), [buyer.id])).size).toBe(0);
    expect((await listCurrentPrequalifications(as(buyer), [buyer.id])).size).toBe(0);
    expect((await seller.client.from("financing_prequalifications").select("id").eq("id", markId)).data).toEqual([]);
    // The buyer still finds it in their own history, lapsed.
    const own = await listOwnPrequalifications(as(buyer), buyer.id);
    expect(own.map((m) => m.id)).toContain(markId);
  });

  it("is extended and withdrawn by the team only", async () => {
    const extended = await recordPrequalificationAction.execute(
      {
        id: markId,
        request_id: requestId,
        expert_id: String(lender),
        amount: 425_000,
        qualified_on: today,
        expires_on: addDays(today, 60),
      },
      as(admin),
    );
    expect(extended).toMatchObject({ ok: true });
    expect((await listCurrentPrequalifications(as(seller), [buyer.id])).get(buyer.id)).toHaveLength(1);
    expect(await deletePrequalificationAction.execute({ id: markId }, as(buyer))).toMatchObject({
      ok: false,
      message: "guards.adminRequired",
    });
    expect(await deletePrequalificationAction.execute({ id: markId }, as(admin))).toMatchObject({ ok: true });
    expect((await listCurrentPrequalifications(as(seller), [buyer.id])).size).toBe(0);
  });
});

describe("a lender of the directory", () => {
  it("is one definition: the lists, the server's check and Postgres take an expert whose lending profession is not the main one", async () => {
    const today = montrealDay();
    const broker = await addExpert(seller, "Nadia Courtière", "Courtage Test", "business_broker", [
      "financing_advisor",
    ]);
    for (const who of [buyer, admin]) {
      const listed = (await listLenders(as(who))).map((l) => l.id);
      expect(listed).toEqual(expect.arrayContaining([lender, otherLender, broker]));
      expect(listed).not.toContain(accountant);
    }
    const asked = await processPrequalificationRequest(ask({ lender_ids: [String(broker)] }), context(), as(buyer));
    expect(asked).toMatchObject({ ok: true });
    const id = (asked as { data: { id: string } }).data.id;
    requestIds.push(id);
    const mark = await recordPrequalificationAction.execute(
      {
        request_id: id,
        expert_id: String(broker),
        amount: 300_000,
        qualified_on: today,
        expires_on: addDays(today, 30),
      },
      as(admin),
    );
    expect(mark).toMatchObject({ ok: true });
    const [row] = await sql()<{ lender_name: string; lender_company: string }[]>`
      select lender_name, lender_company from public.financing_prequalifications where request_id = ${id}`;
    expect(row).toEqual({ lender_name: "Nadia Courtière", lender_company: "Courtage Test" });
    // The lender may delete their profile: the mark stays, with the name it was given by.
    const deleted = await seller.client.from("experts").delete().eq("id", broker).select("id");
    expect(deleted.error).toBeNull();
    expect(deleted.data).toHaveLength(1);
    const [kept] = await sql()<{ expert_id: number | null; lender_name: string }[]>`
      select expert_id, lender_name from public.financing_prequalifications where request_id = ${id}`;
    expect(kept).toEqual({ expert_id: null, lender_name: "Nadia Courtière" });
  });
});
