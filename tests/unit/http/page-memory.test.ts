import { describe, expect, it } from "vitest";
import { forgetRememberedPages, pageGeneration } from "@/lib/http/page-generation";
import { PageMemory, rememberedPage } from "@/lib/http/page-memory";

const page = (html: string, generation = 0, now = 0) =>
  rememberedPage(
    {
      status: 200,
      headers: [
        ["content-type", "text/html; charset=utf-8"],
        ["set-cookie", "i18n_redirected=fr"],
      ],
      csp: "script-src 'self'",
      html,
      meta: null,
    },
    generation,
    now,
  );

describe("the cached pages' memory (issue 24)", () => {
  it("keeps the HTML as bytes and never a cookie", async () => {
    const entry = page("<p>Café</p>");
    expect(new TextDecoder().decode(entry.html)).toBe("<p>Café</p>");
    expect(entry.headers).toEqual([["content-type", "text/html; charset=utf-8"]]);
  });

  it("answers until the TTL or a public write (a new generation) ends an entry", () => {
    const memory = new PageMemory(1_000, 5_000);
    memory.set("/entreprises", page("a", 3, 1_000));
    expect(memory.get("/entreprises", 3, 5_999)).not.toBeNull();
    expect(memory.get("/entreprises", 4, 2_000)).toBeNull();
    expect(memory.size).toBe(0);
    memory.set("/entreprises", page("a", 3, 1_000));
    expect(memory.get("/entreprises", 3, 6_000)).toBeNull();
    expect(memory.totalBytes).toBe(0);
  });

  it("forgets the least recently used pages beyond its size, and never keeps one larger than all of it", () => {
    const memory = new PageMemory(10, 5_000);
    memory.set("/a", page("aaaa"));
    memory.set("/b", page("bbbb"));
    expect(memory.get("/a", 0, 0)).not.toBeNull(); // /a is now the most recently used
    memory.set("/c", page("cccc"));
    expect(memory.get("/b", 0, 0)).toBeNull();
    expect(memory.get("/a", 0, 0)).not.toBeNull();
    expect(memory.get("/c", 0, 0)).not.toBeNull();
    expect(memory.totalBytes).toBe(8);
    memory.set("/a", page("a".repeat(11)));
    expect(memory.get("/a", 0, 0)).toBeNull();
    expect(memory.totalBytes).toBe(4);
  });

  it("a public write moves the process's generation on, for the middleware to see", () => {
    const before = pageGeneration();
    forgetRememberedPages();
    expect(pageGeneration()).toBe(before + 1);
  });
});
