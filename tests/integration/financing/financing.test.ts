/**
 * Financing against the real stack: the request saved by the server after the honeypot and the
 * rate limit, its two e-mails in maildev, what the buyer, another user, an anonymous visitor and
 * an admin may read or change, the pipeline's history, and the lenders' table.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  deletePartnerAction,
  savePartnerAction,
  updatePipelineAction,
} from "@/lib/financing/actions/financing-admin.core";
import { processFinancingRequest } from "@/lib/financing/actions/submit-financing-request.core";
import { listMyFinancingRequests, updateFinancingRequest } from "@/lib/financing/queries";
import { anonClient, cleanup, createTestUser, serviceClient, type TestUser } from "@/tests/support/db";
import { mailsTo, mailTo } from "@/tests/support/mail";

let buyer: TestUser;
let other: TestUser;
let admin: TestUser;
const ids: string[] = [];

beforeAll(async () => {
  buyer = await createTestUser({ firstName: "Béa" });
  other = await createTestUser();
  admin = await createTestUser({ admin: true });
});

afterAll(async () => {
  if (ids.length) await serviceClient().from("financing_requests").delete().in("id", ids);
  await cleanup();
});

const request = (over: Record<string, unknown> = {}) => ({
  locale: "fr",
  name: "Béa Tremblay",
  email: `bea-${randomUUID().slice(0, 6)}@example.test`,
  phone: "514 555-1234",
  experience: "Dix ans de gestion en commerce de détail.",
  province: "quebec",
  deal_description: "Une quincaillerie en Estrie, 1,2 M$ de ventes.",
  price: "450 000",
  purchase_type: "asset",
  target_date: "",
  down_payment: "90 000",
  down_payment_source: "Épargne personnelle",
  amount_requested: "300 000",
  seller_financing: "60 000",
  working_capital: "",
  programs: ["bdc", "csbfp"],
  consent_lenders: "1",
  website: "",
  ...over,
});

/** The request's context: anonymous, or signed in as `user` (the action reads the account's address from the session). */
const ctx = (user: TestUser | null = null) => ({
  service: serviceClient(),
  ipHash: `test-${randomUUID()}`,
  userId: user?.id ?? null,
  userEmail: user?.email ?? null,
});

describe("a financing request", () => {
  let id: string;
  let email: string;

  it("is saved, then confirmed to the buyer's account in their language and announced to the team in words", async () => {
    const experience = `Dix ans de gestion en commerce de détail (${randomUUID()}).`;
    const input = request({ target_date: "2099-04-01", experience });
    email = buyer.email;
    const result = await processFinancingRequest(input, ctx(buyer));
    expect(result.ok).toBe(true);
    id = (result as { data: { id: string } }).data.id;
    ids.push(id);
    const { data } = await serviceClient()
      .from("financing_requests")
      .select("status, price, amount_requested, programs, consent_lenders, consent_at, user_id")
      .eq("id", id)
      .single();
    expect(data).toMatchObject({ status: "new", programs: ["bdc", "csbfp"], consent_lenders: true, user_id: buyer.id });
    expect(Number(data!.price)).toBe(450_000);
    expect(data!.consent_at).not.toBeNull();
    const confirmation = await mailTo(email, id.slice(0, 8));
    expect(confirmation?.subject).toContain("Votre demande de financement");
    expect(confirmation?.text?.replace(/\s/g, " ")).toContain("450 000");
    const { data: outbox } = await serviceClient()
      .from("outbound_emails")
      .select("kind, status")
      .eq("subject_ref", `financing_request:${id}`);
    expect(outbox!.map((o) => o.kind).sort()).toEqual(["financing_request_confirmation", "financing_request_notice"]);
    // Issue 39: the address typed in the form gets nothing; the account's address is the one Auth confirmed.
    expect(await mailsTo(input.email as string)).toHaveLength(0);
    // Issue 39: the team reads words, not the form's codes.
    const notice = await mailTo("contact@demo.local", experience);
    const text = notice?.text ?? "";
    // In French, a no-break space before each colon.
    expect(text).toContain("Province\u00a0: Québec");
    expect(text).toContain("Type d'achat\u00a0: Achat d'actifs");
    expect(text).toContain("Programmes\u00a0: BDC, PFPEC (gouvernement du Canada)");
    expect(text).toContain("Date visée\u00a0: 1er avril 2099");
    expect(text).not.toMatch(/Province\u00a0: quebec|: asset|bdc, csbfp|2099-04-01/);
    expect(text).not.toMatch(/[^\u00a0]: /);
  });

  it("writes in English to a buyer who asked in English", async () => {
    const input = request({
      locale: "en",
      price: "450,000",
      down_payment: "90,000",
      amount_requested: "300,000",
      seller_financing: "",
    });
    const result = await processFinancingRequest(input, ctx(other));
    ids.push((result as { data: { id: string } }).data.id);
    const mail = await mailTo(other.email, "Reference");
    expect(mail?.subject).toContain("Your financing request");
  });

  it("keeps consent off unless the box is ticked", async () => {
    const result = await processFinancingRequest(request({ consent_lenders: undefined }), ctx());
    const newId = (result as { data: { id: string } }).data.id;
    ids.push(newId);
    const { data } = await serviceClient()
      .from("financing_requests")
      .select("consent_lenders, consent_at")
      .eq("id", newId)
      .single();
    expect(data).toEqual({ consent_lenders: false, consent_at: null });
    // Without consent the file cannot be marked as sent to lenders.
    await expect(
      updateFinancingRequest(admin.client, newId, { status: "sent_to_lenders", admin_notes: "", lender_ids: [] }),
    ).rejects.toThrow();
  });

  it("says what is wrong beside each field and saves nothing", async () => {
    const result = await processFinancingRequest(
      request({
        price: "beaucoup",
        down_payment: "500 000",
        amount_requested: "",
        deal_description: "",
        purchase_type: "",
        experience: "",
      }),
      ctx(),
    );
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: {
        price: "financing.errors.amountInvalid",
        amount_requested: "financing.errors.amountRequired",
        purchase_type: "financing.errors.purchaseTypeRequired",
        experience: "financing.errors.experienceRequired",
      },
    });
    const second = await processFinancingRequest(request({ deal_description: "", down_payment: "500 000" }), ctx());
    expect(second).toMatchObject({
      ok: false,
      fieldErrors: {
        deal_description: "financing.errors.dealRequired",
        down_payment: "financing.errors.downAbovePrice",
      },
    });
  });

  it("never mails an address typed in the form, signed out or in (the team still gets it all)", async () => {
    // Issue 39, the attack: a request typed with someone else's address and chosen figures.
    const victim = `victim-${randomUUID().slice(0, 6)}@example.test`;
    const spam = `Cliquez ici pour réclamer votre prix https://spam.example/${randomUUID()}`;
    const input = request({ email: victim, name: spam, deal_description: spam, price: "9 999 999" });
    const anonymous = await processFinancingRequest(input, ctx());
    const signedIn = await processFinancingRequest(input, ctx(other));
    for (const result of [anonymous, signedIn]) {
      expect(result.ok).toBe(true);
      ids.push((result as { data: { id: string } }).data.id);
    }
    const team = await mailTo("contact@demo.local", spam);
    expect(team?.subject).toContain("Nouvelle demande de financement");
    const signedInId = (signedIn as { data: { id: string } }).data.id;
    expect((await mailTo(other.email, signedInId.slice(0, 8)))?.text).not.toContain("spam.example");
    expect(await mailsTo(victim)).toHaveLength(0);
    const { data: outbox } = await serviceClient()
      .from("outbound_emails")
      .select("kind")
      .eq("subject_ref", `financing_request:${(anonymous as { data: { id: string } }).data.id}`);
    expect(outbox!.map((o) => o.kind)).toEqual(["financing_request_notice"]);
  });

  it("drops a bot's request without saving it", async () => {
    const input = request({ website: "http://spam.example" });
    expect(await processFinancingRequest(input, ctx())).toEqual({ ok: true, data: { id: null } });
    const { data } = await serviceClient()
      .from("financing_requests")
      .select("id")
      .eq("email", input.email as string);
    expect(data).toHaveLength(0);
  });

  it("stops a flood from one visitor", async () => {
    const same = ctx();
    const results = [];
    for (let i = 0; i < 6; i++) results.push(await processFinancingRequest(request(), same));
    for (const r of results) if (r.ok && r.data.id) ids.push(r.data.id);
    expect(results.at(-1)).toMatchObject({ ok: false, message: "forms.errors.rateLimited" });
  });

  it("is readable by its buyer through my_financing_requests only, never by others; the pipeline is the admins'", async () => {
    const mine = await listMyFinancingRequests(buyer.client);
    expect(mine.find((r) => r.id === id)).toMatchObject({ purpose: "financing", lenders: [] });
    expect(mine[0]).not.toHaveProperty("admin_notes");
    expect((await listMyFinancingRequests(other.client)).map((r) => r.id)).not.toContain(id);
    expect((await buyer.client.from("financing_requests").select("id").eq("id", id)).data).toHaveLength(0);
    expect((await anonClient().from("financing_requests").select("id").eq("id", id)).data ?? []).toHaveLength(0);
    expect((await anonClient().rpc("my_financing_requests")).error).not.toBeNull();
    expect(
      await updateFinancingRequest(buyer.client, id, { status: "approved", admin_notes: "", lender_ids: [] }),
    ).toBeNull();
    expect((await anonClient().from("financing_requests").insert({ name: "x" }).select()).error).not.toBeNull();
  });

  it("moves through the pipeline with its history written by the database", async () => {
    const { data: partner } = await anonClient().from("financing_partners").select("id").limit(1).single();
    expect(
      await updateFinancingRequest(admin.client, id, {
        status: "contacted",
        admin_notes: "Appelée le 23.",
        lender_ids: [],
      }),
    ).toBe(id);
    expect(
      await updateFinancingRequest(admin.client, id, {
        status: "sent_to_lenders",
        admin_notes: "Appelée le 23.",
        lender_ids: [partner!.id],
      }),
    ).toBe(id);
    expect(
      await updateFinancingRequest(admin.client, id, {
        status: "approved",
        admin_notes: "Appelée le 23. Approuvée.",
        lender_ids: [partner!.id],
      }),
    ).toBe(id);
    const { data: events } = await admin.client
      .from("financing_request_events")
      .select("from_status, to_status, actor_id, notes_changed")
      .eq("request_id", id)
      .order("id");
    expect(events!.map((e) => `${e.from_status}>${e.to_status}`)).toEqual([
      "null>new",
      "new>contacted",
      "contacted>sent_to_lenders",
      "sent_to_lenders>approved",
    ]);
    expect(events![1]).toMatchObject({ actor_id: admin.id, notes_changed: true });
    expect((await buyer.client.from("financing_request_events").select("id").eq("request_id", id)).data).toHaveLength(
      0,
    );
    expect((await listMyFinancingRequests(buyer.client)).find((r) => r.id === id)?.status).toBe("approved");
  });
});

describe("financing_partners", () => {
  it("is seeded, read by everyone when active, edited by admins only", async () => {
    const { data } = await anonClient()
      .from("financing_partners")
      .select("id, name_fr, max_amount")
      .order("sort_order");
    expect(Number(data!.find((p) => p.name_fr.includes("PFPEC"))?.max_amount)).toBe(1_150_000);
    const target = data![0]!.id;
    expect(
      (await buyer.client.from("financing_partners").update({ sort_order: 99 }).eq("id", target).select()).data,
    ).toHaveLength(0);
    const { data: created } = await admin.client
      .from("financing_partners")
      .insert({ name_fr: "Fonds test", kind: "regional_fund", active: false })
      .select("id")
      .single();
    expect((await anonClient().from("financing_partners").select("id").eq("id", created!.id)).data).toHaveLength(0);
    expect((await admin.client.from("financing_partners").select("id").eq("id", created!.id)).data).toHaveLength(1);
    expect(
      (
        await admin.client
          .from("financing_partners")
          .insert({ name_fr: "Logo distant", kind: "bank", logo_path: "https://evil.example/x.png" })
      ).error,
    ).not.toBeNull();
    await admin.client.from("financing_partners").delete().eq("id", created!.id);
  });
});

describe("the back office's actions", () => {
  it("let admins only move a request, and never to the lenders without consent", async () => {
    const result = await processFinancingRequest(request({ consent_lenders: undefined }), ctx());
    const id = (result as { data: { id: string } }).data.id;
    ids.push(id);
    const move = { id, status: "contacted" as const, admin_notes: "Rappel lundi.", lender_ids: [] };
    expect(await updatePipelineAction.execute(move, buyer.client)).toMatchObject({
      ok: false,
      message: "guards.adminRequired",
    });
    expect(await updatePipelineAction.execute(move, anonClient())).toMatchObject({ ok: false });
    expect(await updatePipelineAction.execute(move, admin.client)).toEqual({ ok: true, data: { id } });
    expect(await updatePipelineAction.execute({ ...move, status: "sent_to_lenders" }, admin.client)).toMatchObject({
      ok: false,
      message: "financing.errors.consentRequired",
      fieldErrors: { status: "financing.errors.consentRequired" },
    });
  });

  it("let admins only add, edit and delete a lender, with amounts and links checked", async () => {
    const partner = {
      name_fr: "Caisse test",
      name_en: "",
      kind: "bank" as const,
      min_amount: 10_000,
      max_amount: 500_000,
      conditions_fr: "Garanties usuelles.",
      conditions_en: "",
      url: "https://example.com",
      logo_path: "",
      sort_order: 500,
      active: true,
    };
    expect(await savePartnerAction.execute(partner, other.client)).toMatchObject({
      ok: false,
      message: "guards.adminRequired",
    });
    expect(await savePartnerAction.execute({ ...partner, min_amount: 900_000 }, admin.client)).toMatchObject({
      ok: false,
      fieldErrors: { max_amount: "financing.errors.amountOrder" },
    });
    expect(
      await savePartnerAction.execute({ ...partner, logo_path: "https://evil.example/logo.png" }, admin.client),
    ).toMatchObject({ ok: false, fieldErrors: { logo_path: "financing.errors.logoPath" } });
    const saved = await savePartnerAction.execute(partner, admin.client);
    expect(saved.ok).toBe(true);
    const id = (saved as { data: { id: number } }).data.id;
    expect((await savePartnerAction.execute({ ...partner, id, active: false }, admin.client)).ok).toBe(true);
    expect((await anonClient().from("financing_partners").select("id").eq("id", id)).data).toHaveLength(0);
    expect(await deletePartnerAction.execute({ id }, other.client)).toMatchObject({
      ok: false,
      message: "guards.adminRequired",
    });
    expect(await deletePartnerAction.execute({ id }, admin.client)).toEqual({ ok: true, data: { id } });
  });
});
