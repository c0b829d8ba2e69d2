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
  // A query the copy cannot answer renders the page for the request.
  const searched = await visitor.get("/entreprises?q=fromagerie");
  expect(searched.headers()["x-page-memory"]).toBeUndefined();
  expect(nonceOf(searched)).toBeTruthy();
  // The copies have no address of their own.
  expect((await visitor.get("/cached/entreprises")).status()).toBe(404);

  await Promise.all([seller.dispose(), visitor.dispose()]);
});
