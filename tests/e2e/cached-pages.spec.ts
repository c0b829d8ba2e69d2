/**
 * Issue 24: visitors without a session get the cached copy of a public page (the same response for
 * all, from the middleware's memory); a signed-in visitor always gets the page rendered for them (a new nonce each
 * time, their own draft previewed), and nothing rendered for them reaches a visitor without a session.
 */
import { DEMO, httpAs, insertSellerBusiness } from "./auth-support";
import { database, expect, test } from "./support";

const title = `Fromagerie en préparation ${Date.now().toString(36)}`;
let id = 0;
let slug = "";

test.beforeAll(async () => {
  ({ id, slug } = await insertSellerBusiness({ status: "draft", title_fr: title, asking_price: 150000 }));
});

test.afterAll(async () => {
  await database().from("entreprises").delete().eq("id", id);
});

const nonceOf = (response: { headers(): Record<string, string> }) =>
  response.headers()["content-security-policy"]?.match(/'nonce-([^']+)'/)?.[1];

test("a signed-in visitor gets pages rendered for them; a visitor without a session, the cached copy only", async ({
  baseURL,
}) => {
  const seller = await httpAs(baseURL!, DEMO.seller);
  const visitor = await httpAs(baseURL!);

  // The owner previews their draft: rendered for this request, with a new nonce each time.
  const preview = await seller.get(`/entreprises/${slug}`);
  expect(preview.status()).toBe(200);
  expect(await preview.text()).toContain(title);
  const again = await seller.get(`/entreprises/${slug}`);
  expect(nonceOf(again)).not.toBe(nonceOf(preview));

  // Right after, a visitor without a session does not get what was rendered for the owner.
  const anonymous = await visitor.get(`/entreprises/${slug}`);
  expect(anonymous.status()).toBe(404);
  expect(await anonymous.text()).not.toContain(title);

  // The public list: one cached copy for visitors without a session, never served to the signed-in one.
  const [first, second] = [await visitor.get("/entreprises"), await visitor.get("/entreprises")];
  expect(first.status()).toBe(200);
  for (const response of [first, second]) expect(response.headers()["x-page-memory"]).toBe("1");
  const signedIn = await seller.get("/entreprises");
  expect(signedIn.status()).toBe(200);
  expect(signedIn.headers()["x-page-memory"]).toBeUndefined();
  expect(nonceOf(signedIn)).toBeTruthy();
  // A query the copy cannot answer renders the page for the request (here, a property search).
  const searched = await visitor.get("/immobilier?search=fromagerie");
  expect(searched.headers()["x-page-memory"]).toBeUndefined();
  expect(nonceOf(searched)).toBeTruthy();
  // The copies have no address of their own.
  expect((await visitor.get("/cached/entreprises")).status()).toBe(404);

  await Promise.all([seller.dispose(), visitor.dispose()]);
});

test("a business search asked again without a session is answered from memory, and recorded each time", async ({
  baseURL,
}) => {
  const word = `memoire${Date.now().toString(36)}`;
  const path = `/entreprises?search=${word}&region=montreal`;
  const visitor = await httpAs(baseURL!);
  const seller = await httpAs(baseURL!, DEMO.seller);
  const views = [await visitor.get(path), await visitor.get(path), await visitor.get(`/en${path}`)];
  for (const view of views) {
    expect(view.status()).toBe(200);
    expect(view.headers()["x-page-memory"]).toBe("1");
    expect(nonceOf(view)).toBeUndefined();
  }
  expect(await views[1]!.text()).toBe(await views[0]!.text());
  expect(await views[2]!.text()).toContain('lang="en"');
  // Signed in: rendered for them, never from memory.
  const own = await seller.get(path);
  expect(own.headers()["x-page-memory"]).toBeUndefined();
  expect(nonceOf(own)).toBeTruthy();
  // Every view is in the search log, as when each was rendered: three without a session, one signed in.
  await expect
    .poll(
      async () => {
        const { data } = await database().from("search_queries").select("locale, filters").eq("query", word);
        return (data ?? [])
          .map((row) => `${row.locale} ${JSON.stringify((row.filters as { region?: unknown }).region)}`)
          .sort();
      },
      { timeout: 10_000 },
    )
    .toEqual(['en ["montreal"]', ...Array(3).fill('fr ["montreal"]')]);
  await database().from("search_queries").delete().eq("query", word);
  await Promise.all([seller.dispose(), visitor.dispose()]);
});
