import "server-only";
import { createHmac } from "node:crypto";
import { montrealDay } from "@/lib/i18n/format";
import { serverEnv } from "@/lib/server-env";

/**
 * The visitor's address: the hop `trustedProxies` places before the end of the address chain, where
 * the chain is the X-Forwarded-For list followed by the address of the connection itself (appended
 * by lib/http/peer-address.ts when the server accepts the connection). With no trusted proxy (the
 * default) that is the connection's address, whatever the request says; behind N proxies that each
 * append the address they received the request from, it is the address the outermost one saw.
 * X-Real-IP and anything a client wrote further left are never used.
 */
export function clientIp(headers: Headers, trustedProxies = serverEnv().TRUSTED_PROXIES): string {
  const chain = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((hop) => hop.trim())
    .filter(Boolean);
  if (chain.length === 0) return "unknown";
  return chain[Math.max(0, chain.length - 1 - trustedProxies)]!;
}

/** A keyed hash of the IP: rate limits can count per visitor without ever storing the address. */
function hashIp(ip: string, secret = ipHashSecret()): string {
  return createHmac("sha256", secret).update(ip).digest("hex");
}

export function clientIpHash(headers: Headers): string {
  return hashIp(clientIp(headers));
}

/**
 * A keyed hash of an account's e-mail (trimmed, lower-case) for per-account limits: the table never
 * holds the address, and the prefix keeps these keys apart from the address hashes.
 */
export function hashEmail(email: string, secret = ipHashSecret()): string {
  return createHmac("sha256", secret).update(`account|${email.trim().toLowerCase()}`).digest("hex");
}

function ipHashSecret(): string {
  return serverEnv().IP_HASH_SECRET ?? serverEnv().SUPABASE_SECRET_KEY;
}

/**
 * Today's mark of a visitor for view counters: a keyed hash of the Montréal day (the day the
 * counters count), the address and the browser. It changes every day and cannot be traced back without the app's secret.
 */
export function visitorDayMark(
  headers: Headers,
  now = new Date(),
  secret = ipHashSecret(),
  trustedProxies = serverEnv().TRUSTED_PROXIES,
): string {
  const day = montrealDay(now);
  return createHmac("sha256", secret)
    .update(`view|${day}|${clientIp(headers, trustedProxies)}|${headers.get("user-agent") ?? ""}`)
    .digest("hex");
}
