import "server-only";
import { createHmac } from "node:crypto";
import { serverEnv } from "@/lib/server-env";

/**
 * The visitor's IP as the hosting proxy reports it (x-real-ip, else the first x-forwarded-for hop).
 * Every supported host sets these headers itself; run the app behind such a proxy.
 */
export function clientIp(headers: Headers): string {
  const realIp = headers.get("x-real-ip")?.trim();
  if (realIp) return realIp;
  const forwarded = headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  return forwarded || "unknown";
}

/** A keyed hash of the IP: rate limits can count per visitor without ever storing the address. */
export function hashIp(ip: string, secret = serverEnv().IP_HASH_SECRET ?? serverEnv().SUPABASE_SECRET_KEY): string {
  return createHmac("sha256", secret).update(ip).digest("hex");
}

export function clientIpHash(headers: Headers): string {
  return hashIp(clientIp(headers));
}
