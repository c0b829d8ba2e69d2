import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { callJob, SCHEDULED_JOBS, scheduleJobs } from "@/scripts/stack/jobs";

type Call = { method?: string; url?: string; authorization?: string };
let server: http.Server | undefined;

/** A stand-in app: records each call and answers like the job routes (401 without the secret). */
async function fakeApp(secret: string): Promise<{ url: string; calls: Call[] }> {
  const calls: Call[] = [];
  server = http.createServer((req, res) => {
    calls.push({ method: req.method, url: req.url, authorization: req.headers.authorization });
    const ok = req.headers.authorization === `Bearer ${secret}`;
    res.writeHead(ok ? 200 : 401, { "content-type": "application/json" });
    res.end(JSON.stringify(ok ? { ok: true, reminders: { sent: 0 } } : { error: "unauthorized" }));
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server!.address() as AddressInfo).port}`, calls };
}

afterEach(async () => {
  const running = server;
  server = undefined;
  if (!running) return;
  running.closeAllConnections();
  await new Promise((resolve) => running.close(resolve));
});

describe("the local stack's scheduled jobs", () => {
  it("include the freshness job on a timer", () => {
    expect(SCHEDULED_JOBS.map((j) => j.path)).toContain("/api/cron/listing-freshness");
  });

  it("call each job route at start with the bearer secret, and stop on demand", async () => {
    const app = await fakeApp("s3cret-s3cret-s3cret");
    const lines: string[] = [];
    const stop = scheduleJobs(app.url, "s3cret-s3cret-s3cret", (line) => lines.push(line));
    await expect.poll(() => lines.length).toBe(SCHEDULED_JOBS.length);
    stop();
    expect(app.calls).toEqual(
      SCHEDULED_JOBS.map((j) => ({ method: "POST", url: j.path, authorization: "Bearer s3cret-s3cret-s3cret" })),
    );
    expect(lines[0]).toMatch(/^job listing-freshness: \{"ok":true/);
  });

  it("report a refused call instead of failing", async () => {
    const app = await fakeApp("right-secret-right-secret");
    await expect(callJob(app.url, "/api/cron/listing-freshness", "wrong")).rejects.toThrow(/answered 401/);
  });
});
