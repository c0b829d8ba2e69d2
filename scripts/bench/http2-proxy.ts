import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import http2 from "node:http2";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

/** Headers of one hop only (RFC 9113 §8.2.2): never forwarded, and refused by HTTP/2 in a response. */
const HOP_HEADERS = new Set(["connection", "keep-alive", "proxy-connection", "transfer-encoding", "upgrade"]);

/** A self-signed certificate for localhost, made by openssl in a temporary folder (removed at once). */
function localhostCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(path.join(tmpdir(), "marche-bench-tls-"));
  try {
    const key = path.join(dir, "key.pem");
    const cert = path.join(dir, "cert.pem");
    execFileSync(
      "openssl",
      [
        ...["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1"],
        ...["-keyout", key, "-out", cert, "-subj", "/CN=localhost"],
        ...["-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1"],
      ],
      { stdio: "ignore" },
    );
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * `next start` speaks HTTP/1.1 only, and a browser opens at most six connections to it, so a page's
 * dozen scripts wait for each other there. Every HTTPS host (a CDN, a load balancer, nginx) speaks
 * HTTP/2 to browsers: this proxy does the same in front of the app (TLS on an ephemeral port of
 * 127.0.0.1, HTTP/1.1 with keep-alive behind it) so Lighthouse can measure the page as a host serves
 * it. The browser must be told to accept its self-signed certificate.
 */
export async function startHttp2Proxy(app: string): Promise<{ url: string; close: () => Promise<void> }> {
  const target = new URL(app);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http2.createSecureServer({ ...localhostCertificate(), allowHTTP1: true }, (request, response) => {
    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(request.headers))
      if (!name.startsWith(":") && !HOP_HEADERS.has(name) && value !== undefined) headers[name] = value;
    headers.host = request.headers[":authority"] ?? request.headers.host ?? target.host;
    headers["x-forwarded-proto"] = "https";
    const upstream = http.request(
      { host: target.hostname, port: target.port, method: request.method, path: request.url, headers, agent },
      (answer) => {
        const out: http.OutgoingHttpHeaders = {};
        for (const [name, value] of Object.entries(answer.headers))
          if (!HOP_HEADERS.has(name) && value !== undefined) out[name] = value;
        response.writeHead(answer.statusCode ?? 502, out);
        answer.pipe(response);
      },
    );
    upstream.on("error", () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://localhost:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.close(() => resolve());
      }),
  };
}
