/**
 * Issue 43: Next.js's cache with its revalidations shared between instances (lib/http/cache-handler.ts).
 * Here one process without the database's channel: what the handler adds to Next.js's file-system cache.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { nodeFs } from "next/dist/server/lib/node-fs-methods";
import SharedCacheHandler, { heardAll } from "@/lib/http/cache-handler";

const folder = fs.mkdtempSync(path.join(os.tmpdir(), "cache-handler-"));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

const handler = () =>
  new SharedCacheHandler({
    fs: nodeFs,
    serverDistDir: folder,
    flushToDisk: false,
    maxMemoryCacheSize: 1024 * 1024,
    revalidatedTags: [],
    _requestHeaders: {},
  });

/** Data cached by `unstable_cache` with some tags, as Next.js gives it to the handler. */
const data = (value: string, tags: string[]) => ({
  value: { kind: "FETCH" as const, data: { headers: {}, body: value, status: 200, url: "" }, tags, revalidate: 60 },
  get: { kind: "FETCH", tags } as never,
  set: { fetchCache: true as const, tags },
});

describe("the shared cache handler (issue 43)", () => {
  it("keeps what a render stores when no write came during it", async () => {
    const cache = handler();
    const entry = data("avant", ["listings"]);
    expect(await cache.get("home-a", entry.get)).toBeNull();
    await cache.set("home-a", entry.value as never, entry.set);
    expect((await cache.get("home-a", entry.get))?.value).toEqual(entry.value);
  });

  it("does not keep what a render stores when one of its tags was expired while it ran", async () => {
    const cache = handler();
    const entry = data("lu avant l'écriture", ["listings"]);
    // A render reads the cache, misses, reads the database; a write expires its tag; the render stores.
    expect(await cache.get("home-b", entry.get)).toBeNull();
    await cache.revalidateTag(["listings"]);
    await cache.set("home-b", entry.value as never, entry.set);
    // The next render begins after the write: kept.
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await cache.get("home-b", entry.get)).toBeNull();
    await cache.set("home-b", entry.value as never, entry.set);
    expect(await cache.get("home-b", entry.get)).not.toBeNull();
    // Another tag's write changes nothing for it.
    await cache.revalidateTag(["articles"]);
    expect(await cache.get("home-b", entry.get)).not.toBeNull();
  });

  it("renders once after a write, not twice, a page read while it was fresh", async () => {
    const cache = handler();
    const entry = data("servi frais", ["listings"]);
    await cache.get("home-c", entry.get);
    await cache.set("home-c", entry.value as never, entry.set);
    // Read while fresh (no render), then a write, then the read that renders it again after the write.
    expect(await cache.get("home-c", entry.get)).not.toBeNull();
    await cache.revalidateTag(["listings"]);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await cache.get("home-c", entry.get);
    await cache.set("home-c", { ...entry.value, data: { ...entry.value.data, body: "après" } } as never, entry.set);
    expect((await cache.get("home-c", entry.get))?.value).toMatchObject({ data: { body: "après" } });
  });

  it("trusts nothing tagged stored before the instance last began to listen", () => {
    const tagged = { lastModified: 1_000, value: null };
    const page = { kind: "APP_PAGE", isFallback: false } as never;
    expect(heardAll(tagged, data("", ["listings"]).get, 2_000)).toBe(false);
    expect(heardAll(tagged, data("", ["listings"]).get, 1_000)).toBe(true);
    // Only Next.js's own path tags, or none: nothing a write of the app changes.
    expect(heardAll(tagged, data("", ["_N_T_/layout"]).get, 2_000)).toBe(true);
    const rendered = {
      lastModified: 1_000,
      value: { kind: "APP_PAGE", headers: { "x-next-cache-tags": "_N_T_/layout,listings,sellers" } },
    } as never;
    expect(heardAll(rendered, page, 2_000)).toBe(false);
  });
});
