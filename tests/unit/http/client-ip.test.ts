import { IncomingMessage } from "node:http";
import { Socket } from "node:net";
import { describe, expect, test } from "vitest";
import { clientIp, visitorDayMark } from "@/lib/http/client-ip";
import { appendPeer } from "@/lib/http/peer-address";

/** The headers the app sees for a request from `peer` that carried `forwarded` (after appendPeer). */
function seen(peer: string, forwarded?: string): Headers {
  const socket = new Socket();
  Object.defineProperty(socket, "remoteAddress", { value: peer });
  const request = new IncomingMessage(socket);
  if (forwarded !== undefined) request.headers["x-forwarded-for"] = forwarded;
  appendPeer(request);
  return new Headers({ "x-forwarded-for": String(request.headers["x-forwarded-for"]) });
}

describe("client address for rate limits (TRUSTED_PROXIES)", () => {
  test("with no trusted proxy it is the connection's address, whatever the client writes", () => {
    expect(clientIp(seen("198.51.100.9"), 0)).toBe("198.51.100.9");
    expect(clientIp(seen("198.51.100.9", "1.2.3.4"), 0)).toBe("198.51.100.9");
    const headers = seen("198.51.100.9", "1.2.3.4, 5.6.7.8");
    headers.set("x-real-ip", "9.9.9.9");
    expect(clientIp(headers, 0)).toBe("198.51.100.9");
  });

  test("behind one proxy it is the address that proxy appended, not what the client wrote before it", () => {
    // The client wrote 1.2.3.4; the proxy (10.0.0.2) appended the client's real address 203.0.113.5.
    expect(clientIp(seen("10.0.0.2", "1.2.3.4, 203.0.113.5"), 1)).toBe("203.0.113.5");
    expect(clientIp(seen("10.0.0.2", "203.0.113.5"), 1)).toBe("203.0.113.5");
  });

  test("more trusted proxies than hops falls back to the leftmost hop", () => {
    expect(clientIp(seen("10.0.0.2"), 3)).toBe("10.0.0.2");
  });

  test("the view mark changes with the day, the address and the browser, and is a hash", () => {
    const h = (ip: string, ua: string) => new Headers({ "x-forwarded-for": ip, "user-agent": ua });
    const day = new Date("2026-11-23T12:00:00Z");
    const mark = visitorDayMark(h("203.0.113.5", "A"), day, "s".repeat(32), 0);
    expect(mark).toMatch(/^[0-9a-f]{64}$/);
    // One mark per Montréal day: 23:59 there (04:59 UTC the next day) still, 00:00 there no longer.
    expect(visitorDayMark(h("203.0.113.5", "A"), new Date("2026-11-24T04:59:00Z"), "s".repeat(32), 0)).toBe(mark);
    expect(visitorDayMark(h("203.0.113.5", "A"), new Date("2026-11-24T05:00:01Z"), "s".repeat(32), 0)).not.toBe(mark);
    expect(visitorDayMark(h("203.0.113.5", "A"), new Date("2026-11-23T04:59:00Z"), "s".repeat(32), 0)).not.toBe(mark);
    expect(visitorDayMark(h("203.0.113.6", "A"), day, "s".repeat(32), 0)).not.toBe(mark);
    expect(visitorDayMark(h("203.0.113.5", "B"), day, "s".repeat(32), 0)).not.toBe(mark);
  });
});

describe("the server appends the connection's address (instrumentation.ts)", () => {
  test("a request's X-Forwarded-For ends with the peer before any handler reads it", async () => {
    const { createServer } = await import("node:http");
    const { installPeerAddress } = await import("@/lib/http/peer-address");
    installPeerAddress();
    const server = createServer((req, res) => res.end(String(req.headers["x-forwarded-for"])));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as { port: number };
    try {
      const forged = await (
        await fetch(`http://127.0.0.1:${port}/`, { headers: { "x-forwarded-for": "1.2.3.4" } })
      ).text();
      expect(forged).toBe("1.2.3.4, 127.0.0.1");
      expect(clientIp(new Headers({ "x-forwarded-for": forged }), 0)).toBe("127.0.0.1");
      expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe("127.0.0.1");
    } finally {
      server.close();
    }
  });
});
