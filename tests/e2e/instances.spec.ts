/**
 * Issue 43: several instances stay in step. A second `next start` of the same build on the same
 * database, both behind a local round-robin proxy, as behind a load balancer: a listing the admin
 * approves through one instance is served by the other within 2 s, and goes from both the same way
 * when archived through the other (lib/http/cache-handler.ts, docs/deployment.md).
 */
import { spawn, type ChildProcess } from "node:child_process";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { DEMO, insertSellerBusiness, signInBrowser } from "./auth-support";
import { database, expect, test } from "./support";

/** The bound the issue sets: a write through any instance reaches every other within 2 s. */
const BOUND_MS = 2_000;

/** A free local port (the system's choice, released for the server that takes it next). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Another `next start` of the build the tests run (NEXT_DIST_DIR), reaching itself for its cached pages. */
async function secondInstance(): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const child: ChildProcess = spawn(path.resolve("node_modules/.bin/next"), ["start", "-p", String(port)], {
    env: { ...process.env, INTERNAL_SITE_URL: url },
    stdio: "ignore",
    detached: true,
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once("exit", () => resolve());
      process.kill(-child.pid!, "SIGTERM");
    });
  const deadline = Date.now() + 90_000;
  for (;;) {
    const status = await fetch(`${url}/entreprises`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return { url, stop };
    if (Date.now() > deadline || child.exitCode !== null) {
      await stop();
      throw new Error(`the second instance did not answer on ${url}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** A round-robin proxy in front of the instances; each answer names the instance that gave it. */
async function roundRobin(backends: string[]): Promise<{ url: string; close: () => void }> {
  let turn = 0;
  const server = http.createServer((request, response) => {
    const index = turn++ % backends.length;
    const target = new URL(request.url ?? "/", backends[index]);
    const upstream = http.request(target, { method: request.method, headers: request.headers }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, { ...answer.headers, "x-instance": String(index) });
      answer.pipe(response);
    });
    upstream.on("error", () => response.writeHead(502).end());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`, close: () => server.close() };
}

/** What a visitor without a session gets for a path: its status and whether the page names the title. */
async function visit(base: string, pathname: string, title: string) {
  const response = await fetch(`${base}${pathname}`, { redirect: "manual" });
  return {
    status: response.status,
    names: (await response.text()).includes(title),
    instance: response.headers.get("x-instance"),
  };
}

/** Polls until `check` holds, and returns how long it took (failing past the bound). */
async function within(bound: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  await expect.poll(check, { timeout: bound, intervals: [50] }).toBe(true);
  return Date.now() - started;
}

test("two instances on one database: approved through one, shown by the other within 2 s; archived the same way", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const title = `Cordonnerie synchronisée ${Date.now().toString(36)}`;
  const { id, slug } = await insertSellerBusiness({ status: "draft", title_fr: title, asking_price: 95_000 });
  await database().from("entreprises").update({ status: "submitted" }).eq("id", id);
  const listing = `/entreprises/${slug}`;
  const second = await secondInstance();
  const proxy = await roundRobin([baseURL!, second.url]);
  try {
    // Behind the proxy, each instance has the listing's page and the home page (its latest listings) in its
    // caches: not public yet.
    for (const [pathname, status] of [
      [listing, 404],
      ["/", 200],
    ] as const) {
      const answers = [await visit(proxy.url, pathname, title), await visit(proxy.url, pathname, title)];
      expect(answers.map((answer) => answer.instance).sort()).toEqual(["0", "1"]);
      for (const answer of answers) expect(answer).toMatchObject({ status, names: false });
    }

    // The admin approves it through the first instance.
    await signInBrowser(page, baseURL!, DEMO.admin);
    await page.goto(`/admin/gestion/entreprises?q=${encodeURIComponent(title)}`);
    const row = page.locator("tbody tr").filter({ hasText: title });
    await row.getByRole("button", { name: "Approuver" }).click();
    await page
      .getByRole("dialog", { name: `Approuver « ${title} » ?` })
      .getByRole("button", { name: "Approuver" })
      .click();
    await expect(page.getByText("Approuvé et publié.")).toBeVisible();
    // The second instance serves it within the bound, on its page and the home page; then every answer of the proxy does.
    const shown = await within(BOUND_MS, async () => (await visit(second.url, listing, title)).status === 200);
    expect((await visit(second.url, listing, title)).names).toBe(true);
    expect((await visit(second.url, "/", title)).names).toBe(true);
    for (const answer of [await visit(proxy.url, listing, title), await visit(proxy.url, listing, title)])
      expect(answer).toMatchObject({ status: 200, names: true });

    // The admin archives it through the second instance: the first stops serving it within the bound.
    await page.goto(`${second.url}/admin/gestion/entreprises?q=${encodeURIComponent(title)}`);
    await page.locator("tbody tr").filter({ hasText: title }).getByRole("button", { name: "Archiver" }).click();
    await page
      .getByRole("dialog", { name: `Archiver « ${title} » ?` })
      .getByRole("button", { name: "Archiver" })
      .click();
    await expect(page.getByText("Archivé.")).toBeVisible();
    const gone = await within(BOUND_MS, async () => (await visit(baseURL!, listing, title)).status === 404);
    expect((await visit(baseURL!, "/", title)).names).toBe(false);
    for (const answer of [await visit(proxy.url, listing, title), await visit(proxy.url, listing, title)])
      expect(answer).toMatchObject({ status: 404, names: false });
    test.info().annotations.push({ type: "in step", description: `shown after ${shown} ms, gone after ${gone} ms` });
  } finally {
    proxy.close();
    await second.stop();
    await database().from("entreprises").delete().eq("id", id);
  }
});
