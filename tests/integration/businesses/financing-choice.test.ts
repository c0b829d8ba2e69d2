/**
 * The business a financing request is about (/services/financement): by its page's slug or by words
 * of its title, businesses for sale only; a failed read throws instead of showing nothing.
 */
import { describe, expect, it } from "vitest";
import { findBusinessesToFinance, getBusinessToFinance } from "@/lib/businesses/queries/financing";
import { QueryError } from "@/lib/supabase/errors";
import { anonClient, sql } from "@/tests/support/db";

type Row = { slug: string; title_fr: string; title_en: string; asking_price: string };
const forSale = async () =>
  (
    await sql()<Row[]>`select slug, title_fr, title_en, asking_price::text from public.entreprises
      where status = 'published' and title_en is not null and asking_price is not null order by id limit 1`
  )[0]!;

describe("the business of a financing request", () => {
  it("is a business for sale found by its slug, named in the page's language, with its price", async () => {
    const row = await forSale();
    expect(await getBusinessToFinance(anonClient(), row.slug, "fr")).toMatchObject({
      title: row.title_fr,
      price: Number(row.asking_price),
    });
    expect(await getBusinessToFinance(anonClient(), row.slug, "en")).toMatchObject({ title: row.title_en });
    expect(await getBusinessToFinance(anonClient(), "aucune-entreprise-de-ce-nom", "fr")).toBeNull();
  });

  it("is found by words of its title, and words with commas or parentheses are searched too", async () => {
    const row = await forSale();
    const found = await findBusinessesToFinance(anonClient(), row.title_fr.slice(0, 8), "fr");
    expect(found).toContainEqual({ slug: row.slug, title: row.title_fr });
    expect(await findBusinessesToFinance(anonClient(), "café, (bistro)", "en")).toEqual(expect.any(Array));
  });

  it("throws when the database refuses, rather than saying nothing matches", async () => {
    const refused = anonClient(undefined, "not-a-key");
    await expect(findBusinessesToFinance(refused, "boulangerie", "fr")).rejects.toBeInstanceOf(QueryError);
    await expect(getBusinessToFinance(refused, "boulangerie", "fr")).rejects.toBeInstanceOf(QueryError);
  });
});
