import { describe, expect, test, vi } from "vitest";
import { isChunkLoadError, reloadOnce, RELOAD_GUARD_MS } from "@/components/app/chunk-reload";

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}

describe("chunk-load errors", () => {
  test("are recognised from their name or message", () => {
    expect(isChunkLoadError(Object.assign(new Error("Loading chunk 123 failed."), { name: "ChunkLoadError" }))).toBe(
      true,
    );
    expect(
      isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /_next/static/chunks/x.js")),
    ).toBe(true);
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
  });

  test("reload the page once within the 10 s guard", () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    const t0 = 1_000_000;
    expect(reloadOnce(storage, reload, t0)).toBe(true);
    expect(reloadOnce(storage, reload, t0 + RELOAD_GUARD_MS - 1)).toBe(false);
    expect(reload).toHaveBeenCalledOnce();
    expect(reloadOnce(storage, reload, t0 + RELOAD_GUARD_MS)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
