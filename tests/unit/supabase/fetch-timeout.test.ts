import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { timeoutFetch } from "@/lib/supabase/fetch-timeout";

let server: Server;
let url: string;
beforeAll(async () => {
  // Accepts the request and never answers, like an API waiting on a database that went away.
  server = createServer(() => {});
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/rest/v1/entreprises`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe("Supabase calls from the server", () => {
  test("give up instead of hanging when the API does not answer", async () => {
    const started = Date.now();
    await expect(timeoutFetch(200)(url)).rejects.toThrow(/timeout|aborted/i);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  test("still honour the caller's own signal", async () => {
    const controller = new AbortController();
    const pending = timeoutFetch(10_000)(url, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toThrow(/abort/i);
  });
});
