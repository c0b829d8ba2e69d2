import type { NextRequest, NextResponse } from "next/server";

const OVERRIDE = "x-middleware-override-headers";
const PREFIX = "x-middleware-request-";

/**
 * Adds request headers for the page on a response another middleware (next-intl) already built,
 * keeping the headers it forwards: what `NextResponse.next({ request: { headers } })` writes.
 */
export function forwardRequestHeaders(
  response: NextResponse,
  request: NextRequest,
  extra: Record<string, string>,
): void {
  const existing = response.headers.get(OVERRIDE);
  const names = new Set(
    existing
      ? existing
          .split(",")
          .map((n) => n.trim())
          .filter(Boolean)
      : [],
  );
  if (!existing) {
    for (const [name, value] of request.headers) {
      names.add(name);
      response.headers.set(`${PREFIX}${name}`, value);
    }
  }
  for (const [name, value] of Object.entries(extra)) {
    const key = name.toLowerCase();
    names.add(key);
    response.headers.set(`${PREFIX}${key}`, value);
  }
  response.headers.set(OVERRIDE, [...names].join(","));
}
