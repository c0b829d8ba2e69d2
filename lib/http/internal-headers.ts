import http from "node:http";

const INSTALLED = Symbol.for("marche.internalHeaders");

/**
 * Headers Next.js's own server (`next start`) copies from the middleware onto responses although no
 * browser needs them: `x-middleware-rewrite` names the internal path a page was served from (the
 * locale, the cached copy). The App Router's client never reads it; hosts that run the middleware
 * themselves do not send it either.
 */
const INTERNAL = new Set(["x-middleware-rewrite"]);

export function installInternalHeaderFilter(): void {
  const proto = http.ServerResponse.prototype as http.ServerResponse & { [INSTALLED]?: boolean };
  if (proto[INSTALLED]) return;
  proto[INSTALLED] = true;
  const setHeader = proto.setHeader;
  proto.setHeader = function (this: http.ServerResponse, name: string, value: number | string | readonly string[]) {
    if (INTERNAL.has(name.toLowerCase())) return this;
    return setHeader.call(this, name, value);
  } as typeof proto.setHeader;
}
