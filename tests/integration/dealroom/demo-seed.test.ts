/**
 * The demo deal rooms (issues 41 and 42) a newcomer finds after `npm start` (the test stack is seeded
 * the same way): the demo buyer's pending request on Net-Pro Québec, and on the bakery an open room
 * with its documents and an offer the seller countered, read through the demo buyer's own session;
 * running the seed again changes nothing.
 */
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { seedDealroom } from "@/scripts/seed-dealroom";
import { profiles } from "@/scripts/stack/profiles";
import { cleanup, env, signIn, sql } from "@/tests/support/db";

const BAKERY = "boulangerie-patisserie-vieux-quebec";

/** The demo buyer's requests and offers, as the database has them. */
async function demoState() {
  return sql()<
    { slug: string; status: string; open: boolean; documents: number; offer: string | null; versions: number }[]
  >`
    select e.slug, r.status::text, coalesce(r.expires_at > now(), false) as open, d.document_count::int as documents,
           o.status::text || ' awaiting ' || o.awaiting::text as offer,
           (select count(*)::int from public.offer_versions v where v.offer_id = o.id) as versions
    from public.dealroom_requests r
    join public.profiles p on p.id = r.buyer_id
    join public.dealrooms d on d.id = r.dealroom_id
    join public.entreprises e on e.id = d.entreprise_id
    left join public.offers o on o.request_id = r.id
    where p.email = 'acheteur@demo.local'
    order by e.slug`;
}

afterAll(cleanup);

describe("the demo deal rooms", () => {
  it("give the demo buyer a pending request, and a room open to them with an offer the seller countered", async () => {
    expect(await demoState()).toEqual([
      { slug: BAKERY, status: "approved", open: true, documents: 3, offer: "countered awaiting buyer", versions: 2 },
      {
        slug: "entretien-menager-commercial-quebec",
        status: "pending",
        open: false,
        documents: 4,
        offer: null,
        versions: 0,
      },
    ]);
    // The demo buyer reads the bakery's documents and both versions with their own session.
    const { client } = await signIn("acheteur@demo.local", "Demo-acheteur-2026!");
    const [room] = await sql()<{ id: number }[]>`
      select d.id from public.dealrooms d join public.entreprises e on e.id = d.entreprise_id where e.slug = ${BAKERY}`;
    const documents = await client.from("dealroom_documents").select("title").eq("dealroom_id", room!.id);
    expect(documents.data?.map((d) => d.title)).toHaveLength(3);
    const versions = await client.from("offer_versions").select("version, author_party, price_cents").order("version");
    expect(versions.data).toEqual([
      { version: 1, author_party: "buyer", price_cents: 62_000_000 },
      { version: 2, author_party: "seller", price_cents: 66_000_000 },
    ]);
  });

  it("are left as they are when the seed runs again", async () => {
    const before = await demoState();
    const storageDir = path.join(profiles.test.dataDir, "storage");
    expect(await seedDealroom({ dbUrl: env.databaseUrl, storageDir })).toBe(0);
    expect(await demoState()).toEqual(before);
  });
});
