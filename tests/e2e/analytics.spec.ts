import { database, expect, test } from "./support";

test("a page view is stored with its route and path only; bots are not counted", async ({ page, request, context }) => {
  const before = await database()
    .from("page_views")
    .select("id", { count: "exact", head: true })
    .eq("path", "/forfaits2");
  const posted = page.waitForResponse((r) => r.url().endsWith("/api/analytics"));
  await page.goto("/en/forfaits2");
  expect((await posted).status()).toBe(204);
  const { data } = await database()
    .from("page_views")
    .select("route, path, locale")
    .eq("path", "/forfaits2")
    .order("id", { ascending: false })
    .limit(1);
  expect(data?.[0]).toEqual({ route: "/forfaits2", path: "/forfaits2", locale: "en" });
  const after = await database()
    .from("page_views")
    .select("id", { count: "exact", head: true })
    .eq("path", "/forfaits2");
  expect(after.count).toBe((before.count ?? 0) + 1);

  const bot = await request.post("/api/analytics", {
    data: { route: "/forfaits2", path: "/forfaits2" },
    headers: { "user-agent": "Googlebot/2.1" },
  });
  expect(bot.status()).toBe(204);
  const afterBot = await database()
    .from("page_views")
    .select("id", { count: "exact", head: true })
    .eq("path", "/forfaits2");
  expect(afterBot.count).toBe(after.count);
  // No tracking cookie: the only cookie is the essential language choice.
  for (const cookie of await context.cookies()) expect(cookie.name).toBe("i18n_redirected");
});
