/**
 * Issue 42: the public programs as data. Everyone reads the published ones (the seed's, in both
 * languages, sourced and dated); only an admin writes, in Postgres (RLS) and in the server
 * (defineAction "admin"); bad values are refused at their field; the matcher finds them by deal.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deleteProgramAction, saveProgramAction } from "@/lib/financing/actions/manage-program.core";
import type { ProgramInput } from "@/lib/financing/schema";
import { matchPrograms } from "@/lib/financing/programs";
import { listPrograms } from "@/lib/financing/queries";
import { anonClient, cleanup, createTestUser, serviceClient, type TestUser } from "@/tests/support/db";

let seller: TestUser;
let admin: TestUser;
const created: number[] = [];

beforeAll(async () => {
  seller = await createTestUser();
  admin = await createTestUser({ admin: true });
});

afterAll(async () => {
  if (created.length) await serviceClient().from("financing_programs").delete().in("id", created);
  await cleanup();
});

const program = (over: Record<string, unknown> = {}): ProgramInput => ({
  name_fr: "Programme d'essai",
  name_en: "Test program",
  provider_fr: "Organisme d'essai",
  provider_en: "Test organisation",
  conditions_fr: "Conditions publiées par l'organisme.",
  conditions_en: "Terms the organisation publishes.",
  min_amount: 100_000,
  max_amount: 500_000,
  purchase_types: ["asset"],
  min_age: null,
  max_age: null,
  region_ids: [],
  source_url: "https://example.org/programme",
  checked_on: "2026-11-29",
  published: false,
  sort_order: 900,
  ...(over as Partial<ProgramInput>),
});

describe("financing_programs", () => {
  it("shows anyone the seeded programs, in both languages, each with its source and the day it was checked", async () => {
    const programs = await listPrograms(anonClient());
    expect(programs.length).toBeGreaterThanOrEqual(5);
    for (const p of programs) {
      expect(p.name_fr.length && p.name_en.length && p.conditions_en.length).toBeTruthy();
      expect(p.source_url).toMatch(/^https:\/\//);
      expect(p.checked_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    // The federal CSBFP finances assets, not shares; Futurpreneur stops at 39.
    const shares40 = matchPrograms(programs, {
      amount: 450_000,
      purchase: "share",
      ageBand: "40_plus",
      regionId: null,
    });
    expect(shares40.map((p) => p.name_en)).not.toContain("Canada Small Business Financing Program (CSBFP)");
    expect(shares40.map((p) => p.provider_fr)).not.toContain("Futurpreneur Canada");
    const young = matchPrograms(programs, { amount: 450_000, purchase: "asset", ageBand: "18_39", regionId: null });
    expect(young.map((p) => p.provider_fr)).toEqual(
      expect.arrayContaining(["Futurpreneur Canada", "Gouvernement du Canada"]),
    );
    // The organisation is named in each language, as the name and the conditions are.
    expect(young.map((p) => p.provider_en)).toContain("Government of Canada");
  });

  it("refuses a non-admin's write in Postgres, whatever the client sends", async () => {
    const row = { ...program(), purchase_types: "{asset}", region_ids: "{}" };
    expect((await anonClient().from("financing_programs").insert(row)).error).not.toBeNull();
    expect((await seller.client.from("financing_programs").insert(row)).error).not.toBeNull();
    const { data: target } = await anonClient().from("financing_programs").select("id, name_fr").limit(1).single();
    const { data: changed } = await seller.client
      .from("financing_programs")
      .update({ name_fr: "Piraté" })
      .eq("id", target!.id)
      .select();
    expect(changed ?? []).toHaveLength(0);
    const { data: removed } = await seller.client.from("financing_programs").delete().eq("id", target!.id).select();
    expect(removed ?? []).toHaveLength(0);
    const { data: after } = await anonClient()
      .from("financing_programs")
      .select("name_fr")
      .eq("id", target!.id)
      .single();
    expect(after!.name_fr).toBe(target!.name_fr);
  });

  it("refuses a non-admin in the server, and bad values at their field", async () => {
    expect(await saveProgramAction.execute(program(), seller.client)).toMatchObject({
      ok: false,
      message: "guards.adminRequired",
    });
    const bad = await saveProgramAction.execute(
      program({
        min_amount: -5,
        max_amount: 2_000_000_000,
        min_age: 40,
        max_age: 30,
        source_url: "http://x",
        purchase_types: [],
      }),
      admin.client,
    );
    expect(bad).toMatchObject({
      ok: false,
      fieldErrors: {
        min_amount: "financing.errors.amountInvalid",
        max_amount: "financing.programs.errors.amountTooLarge",
        source_url: "financing.programs.errors.sourceRequired",
        purchase_types: "financing.programs.errors.purchaseRequired",
      },
    });
    const order = await saveProgramAction.execute(program({ min_amount: 600_000 }), admin.client);
    expect(order).toMatchObject({ ok: false, fieldErrors: { max_amount: "financing.errors.amountOrder" } });
    const ages = await saveProgramAction.execute(program({ min_age: 40, max_age: 30 }), admin.client);
    expect(ages).toMatchObject({ ok: false, fieldErrors: { max_age: "financing.programs.errors.ageOrder" } });
  });

  it("lets an admin add, publish, edit and delete a program; the public sees it only once published", async () => {
    const saved = await saveProgramAction.execute(program({ region_ids: ["6"] }), admin.client);
    expect(saved.ok).toBe(true);
    const id = (saved as { data: { id: number } }).data.id;
    created.push(id);
    expect((await anonClient().from("financing_programs").select("id").eq("id", id)).data).toHaveLength(0);
    expect(
      (await saveProgramAction.execute(program({ id, published: true, region_ids: ["6"] }), admin.client)).ok,
    ).toBe(true);
    const seen = (await listPrograms(anonClient())).find((p) => p.id === id);
    expect(seen).toMatchObject({ region_ids: [6], purchase_types: ["asset"], min_amount: 100_000, published: true });
    // Montréal (6) only: a deal elsewhere does not fit it.
    expect(matchPrograms([seen!], { amount: 200_000, purchase: "asset", ageBand: null, regionId: 6 })).toHaveLength(1);
    expect(matchPrograms([seen!], { amount: 200_000, purchase: "asset", ageBand: null, regionId: 5 })).toHaveLength(0);
    expect(await deleteProgramAction.execute({ id }, seller.client)).toMatchObject({ ok: false });
    expect((await deleteProgramAction.execute({ id }, admin.client)).ok).toBe(true);
    expect((await anonClient().from("financing_programs").select("id").eq("id", id)).data).toHaveLength(0);
  });
});
