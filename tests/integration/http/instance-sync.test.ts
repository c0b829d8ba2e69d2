/**
 * Issue 43: the instances of a deployment tell each other, on the project's own Postgres, which cache
 * tags a write revalidated (lib/http/instance-sync.ts). Two instances' sides on the test database: what
 * one says reaches the other within the 2 s bound, never itself; a lost connection is listened again.
 */
import net from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { InstanceSync, type Revalidation } from "@/lib/http/instance-sync";
import { env } from "../../support/db";

const started: InstanceSync[] = [];
const servers: net.Server[] = [];

afterEach(async () => {
  await Promise.all(started.splice(0).map((sync) => sync.stop()));
  for (const server of servers.splice(0)) server.close();
});

/** One instance's side, with what it heard and how many times it started listening. */
async function instance(url = env.databaseUrl, { wait = true } = {}) {
  const heard: Revalidation[] = [];
  const listening = { count: 0 };
  const sync = new InstanceSync({
    url,
    onRevalidated: (revalidation) => heard.push(revalidation),
    onListening: () => listening.count++,
    log: () => {},
  });
  started.push(sync);
  const listened = sync.start();
  if (wait) await listened;
  return { sync, heard, listening };
}

/** A TCP relay to the database that can drop every connection and refuse new ones, as a network fault does. */
async function relay() {
  const target = new URL(env.databaseUrl);
  const sockets = new Set<net.Socket>();
  let refusing = false;
  const server = net.createServer((client) => {
    if (refusing) return void client.destroy();
    const upstream = net.connect(Number(target.port), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
      socket.on("error", () => {});
    }
    client.pipe(upstream).pipe(client);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = new URL(env.databaseUrl);
  url.host = `127.0.0.1:${(server.address() as net.AddressInfo).port}`;
  return {
    url: url.href,
    cut(refuse: boolean) {
      refusing = refuse;
      for (const socket of sockets) socket.destroy();
    },
  };
}

describe("instances in step (issue 43)", () => {
  it("an instance hears within 2 s the tags another revalidated, and not its own", async () => {
    const a = await instance();
    const b = await instance();
    expect([a.listening.count, b.listening.count]).toEqual([1, 1]);
    const sent = Date.now();
    await a.sync.publish({ tags: ["listings", "sellers"], expire: 0 });
    await expect
      .poll(() => b.heard, { timeout: 2_000, interval: 20 })
      .toEqual([{ tags: ["listings", "sellers"], expire: 0 }]);
    expect(Date.now() - sent).toBeLessThan(2_000);
    await b.sync.publish({ tags: ["articles"] });
    await expect.poll(() => a.heard, { timeout: 2_000, interval: 20 }).toEqual([{ tags: ["articles"] }]);
    expect(b.heard).toHaveLength(1);
  });

  it("listens again after its connection is lost, says so, and hears what comes after", async () => {
    const network = await relay();
    const b = await instance(network.url);
    const a = await instance();
    expect(b.listening.count).toBe(1);
    // The connection drops and the database cannot be reached for a while, then can again.
    network.cut(true);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    network.cut(false);
    await expect.poll(() => b.listening.count, { timeout: 15_000, interval: 100 }).toBe(2);
    await a.sync.publish({ tags: ["taxonomy"], expire: 0 });
    await expect.poll(() => b.heard, { timeout: 2_000, interval: 20 }).toEqual([{ tags: ["taxonomy"], expire: 0 }]);
  });

  it("keeps trying when the database cannot be reached at first", async () => {
    const network = await relay();
    network.cut(true);
    const b = await instance(network.url, { wait: false });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(b.listening.count).toBe(0);
    network.cut(false);
    await expect.poll(() => b.listening.count, { timeout: 10_000, interval: 100 }).toBe(1);
  });
});
