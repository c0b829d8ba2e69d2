/**
 * The owner's inquiries inbox (issue 10, §2): what each caller sees and may change, through the
 * same action the page uses (defineAction.execute with the caller's client).
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { changeInquiryAction } from "@/lib/listings/actions/change-inquiry.core";
import {
  countUnreadInquiries,
  listInboxInquiries,
  listInboxListings,
  parseListingRef,
} from "@/lib/listings/queries/inbox";
import { anonClient, cleanup, createTestUser, sql, type TestUser } from "@/tests/support/db";

let owner: TestUser;
let other: TestUser;
let admin: TestUser;
let business: number;
let property: number;
let othersBusiness: number;
const inquiry: Record<string, number> = {};
const tag = randomUUID().slice(0, 8);

async function addInquiry(
  key: string,
  target: { entreprise_id?: number; immobilier_id?: number },
  opts: { read?: boolean; archived?: boolean; minutesAgo: number },
) {
  const [row] = await sql()<{ id: number }[]>`
    insert into public.listing_inquiries (entreprise_id, immobilier_id, name, email, message, locale, created_at, read_at, archived_at)
    values (${target.entreprise_id ?? null}, ${target.immobilier_id ?? null}, ${`Acheteur ${key}`}, ${`${key}-${tag}@exemple.ca`},
            ${`Message ${key} ${tag}`}, 'fr', now() - make_interval(mins => ${opts.minutesAgo}),
            case when ${opts.read ?? false} then now() end, case when ${opts.archived ?? false} then now() end)
    returning id`;
  inquiry[key] = Number(row!.id);
}

async function state(id: number) {
  const [row] = await sql()<
    { read_at: Date | null; archived_at: Date | null }[]
  >`select read_at, archived_at from public.listing_inquiries where id = ${id}`;
  return row!;
}

beforeAll(async () => {
  owner = await createTestUser({ firstName: "Owner" });
  other = await createTestUser({ firstName: "Other" });
  admin = await createTestUser({ admin: true });
  const [category] = await sql()<{ id: number }[]>`select id from public.entreprise_categories order by id limit 1`;
  const add = async (who: TestUser, slug: string) =>
    Number(
      (
        await sql()<{ id: number }[]>`
          insert into public.entreprises (slug, owner_id, status, title_fr, title_en, description_fr, category_id, asking_price)
          values (${slug}, ${who.id}, 'published', ${`Boulangerie ${slug}`}, ${`Bakery ${slug}`}, 'Test.', ${category!.id}, 100000) returning id`
      )[0]!.id,
    );
  business = await add(owner, `inbox-${tag}`);
  othersBusiness = await add(other, `inbox-other-${tag}`);
  property = Number(
    (
      await sql()<{ id: number }[]>`
        insert into public.immobilier (slug, owner_id, status, title_fr, property_type, price)
        values (${`inbox-immeuble-${tag}`}, ${owner.id}, 'published', 'Immeuble de test', 'retail', 500000) returning id`
    )[0]!.id,
  );
  await addInquiry("oldUnread", { entreprise_id: business }, { minutesAgo: 60 });
  await addInquiry("newRead", { entreprise_id: business }, { read: true, minutesAgo: 5 });
  await addInquiry("archived", { entreprise_id: business }, { archived: true, minutesAgo: 30 });
  await addInquiry("property", { immobilier_id: property }, { minutesAgo: 10 });
  await addInquiry("others", { entreprise_id: othersBusiness }, { minutesAgo: 1 });
});

afterAll(cleanup);

describe("the inbox's lists", () => {
  it("shows the owner only the inquiries about their listings, unread first, then newest", async () => {
    const { rows, total } = await listInboxInquiries(owner.client);
    expect(rows.map((r) => r.id)).toEqual([inquiry.property, inquiry.oldUnread, inquiry.newRead]);
    expect(total).toBe(3);
    expect(rows[1]).toMatchObject({
      kind: "entreprise",
      listing_id: business,
      listing_title_fr: `Boulangerie inbox-${tag}`,
      listing_status: "published",
      read_at: null,
    });
    expect(rows[0]).toMatchObject({ kind: "immobilier", listing_id: property });
  });

  it("filters on one listing and shows the archive apart", async () => {
    const perListing = await listInboxInquiries(owner.client, { listing: parseListingRef(`entreprise:${business}`) });
    expect(perListing.rows.map((r) => r.id)).toEqual([inquiry.oldUnread, inquiry.newRead]);
    const archived = await listInboxInquiries(owner.client, { archived: true });
    expect(archived.rows.map((r) => r.id)).toEqual([inquiry.archived]);
    // Someone else's listing named in the filter shows nothing.
    expect(
      (await listInboxInquiries(owner.client, { listing: { kind: "entreprise", id: othersBusiness } })).rows,
    ).toEqual([]);
  });

  it("counts each listing's inquiries (total, unread, archived)", async () => {
    const listings = await listInboxListings(owner.client);
    expect(listings).toHaveLength(2);
    expect(listings.find((l) => l.kind === "entreprise")).toMatchObject({
      listing_id: business,
      total: 3,
      unread: 1,
      archived: 1,
    });
    expect(listings.find((l) => l.kind === "immobilier")).toMatchObject({
      listing_id: property,
      total: 1,
      unread: 1,
      archived: 0,
    });
    expect(await countUnreadInquiries(owner.client)).toBe(2);
    expect(await countUnreadInquiries(other.client)).toBe(1);
  });

  it("keeps an admin's inbox to their own listings, and gives anonymous visitors nothing", async () => {
    expect((await listInboxInquiries(admin.client)).rows).toEqual([]);
    await expect(listInboxInquiries(anonClient())).rejects.toThrow();
  });

  it("reads listing references strictly", () => {
    expect(parseListingRef("entreprise:12")).toEqual({ kind: "entreprise", id: 12 });
    expect(parseListingRef("immobilier:7")).toEqual({ kind: "immobilier", id: 7 });
    for (const bad of ["expert:1", "entreprise:0", "entreprise:-1", "entreprise:1x", "", null, undefined])
      expect(parseListingRef(bad)).toBeNull();
  });
});

describe("the inbox's actions", () => {
  it("lets the owner mark read and unread, archive and bring back", async () => {
    const id = inquiry.oldUnread!;
    expect(await changeInquiryAction.execute({ id, change: "read" }, owner.client)).toEqual({
      ok: true,
      data: { id, change: "read" },
    });
    expect((await state(id)).read_at).not.toBeNull();
    expect((await changeInquiryAction.execute({ id, change: "unread" }, owner.client)).ok).toBe(true);
    expect((await state(id)).read_at).toBeNull();
    expect((await changeInquiryAction.execute({ id, change: "archive" }, owner.client)).ok).toBe(true);
    expect((await state(id)).archived_at).not.toBeNull();
    expect((await listInboxInquiries(owner.client)).rows.map((r) => r.id)).not.toContain(id);
    expect((await changeInquiryAction.execute({ id: String(id), change: "unarchive" } as never, owner.client)).ok).toBe(
      true,
    );
    expect((await state(id)).archived_at).toBeNull();
  });

  it("refuses another user (nothing changes) and anonymous callers", async () => {
    const id = inquiry.oldUnread!;
    expect(await changeInquiryAction.execute({ id, change: "read" }, other.client)).toEqual({
      ok: false,
      fieldErrors: {},
      message: "inbox.errors.notFound",
    });
    expect(await changeInquiryAction.execute({ id, change: "archive" }, anonClient())).toEqual({
      ok: false,
      fieldErrors: {},
      message: "forms.errors.sessionEnded",
    });
    expect(await state(id)).toEqual({ read_at: null, archived_at: null });
    // And the other user's own inquiry is theirs to change.
    expect((await changeInquiryAction.execute({ id: inquiry.others!, change: "read" }, other.client)).ok).toBe(true);
  });

  it("refuses bad input with field errors", async () => {
    const result = await changeInquiryAction.execute({ id: -1, change: "delete" } as never, owner.client);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.fieldErrors).sort()).toEqual(["change", "id"]);
  });
});
