import http from "node:http";

const INSTALLED = Symbol.for("marche.peerAddress");

/**
 * Appends the connection's own address to X-Forwarded-For on every request the Node server
 * accepts, before Next.js sees it (as a proxy would with $proxy_add_x_forwarded_for). Next.js only
 * fills that header when it is missing, so without this a client could name any address; with it,
 * the last hop is always the real peer and lib/http/client-ip.ts counts trusted proxies from there.
 */
export function installPeerAddress(): void {
  const proto = http.Server.prototype as http.Server & { [INSTALLED]?: boolean };
  if (proto[INSTALLED]) return;
  proto[INSTALLED] = true;
  const emit = proto.emit;
  proto.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === "request") appendPeer(args[0] as http.IncomingMessage);
    return (emit as (...all: unknown[]) => boolean).apply(this, [event, ...args]);
  } as typeof proto.emit;
}

export function appendPeer(request: http.IncomingMessage): void {
  const peer = request.socket?.remoteAddress;
  if (!peer) return;
  const forwarded = request.headers["x-forwarded-for"];
  const prior = Array.isArray(forwarded) ? forwarded.join(", ") : forwarded;
  request.headers["x-forwarded-for"] = prior ? `${prior}, ${peer}` : peer;
}
