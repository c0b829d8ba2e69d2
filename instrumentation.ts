/** Runs once when the server starts: refuse to serve with a missing or malformed variable. */
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { parseEnv, serverEnvSchema } = await import("./lib/env");
    parseEnv(serverEnvSchema, process.env);
    // The connection's address joins X-Forwarded-For before any header is read (TRUSTED_PROXIES).
    const { installPeerAddress } = await import("./lib/http/peer-address");
    installPeerAddress();
    // Responses never name the internal path a page was rendered from (x-middleware-rewrite).
    const { installInternalHeaderFilter } = await import("./lib/http/internal-headers");
    installInternalHeaderFilter();
  }
}
