import { createHmac } from "node:crypto";
import postgres from "postgres";

/**
 * Where @supabase/lite 0.10 answers differently from hosted Supabase in a way that matters for
 * security, the local stack adjusts the answer here, in one place, so it can go when lite is fixed.
 */

/** A user as GoTrue returns it for a sign-up that needs confirmation: no session, nothing to tell it apart. */
function obfuscatedUser(email: string) {
  const now = new Date().toISOString();
  return {
    id: crypto.randomUUID(),
    aud: "authenticated",
    role: "authenticated",
    email,
    phone: "",
    confirmation_sent_at: now,
    app_metadata: { provider: "email", providers: ["email"] },
    user_metadata: {},
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}

/**
 * Lite answers an error whose SQLSTATE it does not map (a check violation 23514, a RAISE) with
 * 500, code "SUP" and `String(error)` as the message, losing the SQLSTATE. Named in that string, the
 * SQLSTATE reaches adjustApiResponse, which answers as PostgREST would.
 */
export function keepSqlStateInLiteErrors() {
  Object.defineProperty(postgres.PostgresError.prototype, "toString", {
    configurable: true,
    value(this: postgres.PostgresError) {
      return `PostgresError [${this.code}]: ${this.message}`;
    },
  });
}

const LOST_SQLSTATE = /^PostgresError \[([0-9A-Z]{5})\]: ([\s\S]*)$/;

/**
 * Hosted Supabase Auth signs every access token with `iss` = "<project URL>/auth/v1" (the database
 * reads the project's address from it: public.is_project_storage_image_url); lite's tokens have no
 * `iss`. The token is signed again with the issuer added (HS256, the stack's JWT secret).
 */
export function withIssuer(token: string, issuer: string, secret: string): string {
  const [header, payload] = token.split(".");
  if (!header || !payload) return token;
  const claims = JSON.parse(Buffer.from(payload, "base64url").toString()) as Record<string, unknown>;
  if (claims.iss) return token;
  const body = Buffer.from(JSON.stringify({ ...claims, iss: issuer })).toString("base64url");
  return `${header}.${body}.${createHmac("sha256", secret).update(`${header}.${body}`).digest("base64url")}`;
}

type Session = { access_token?: string; session?: { access_token?: string } | null };

async function withIssuedTokens(response: Response, issuer: string, secret: string): Promise<Response> {
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as Session | null;
  if (!body) return response;
  const session = body.access_token ? body : body.session?.access_token ? body.session : null;
  if (!session?.access_token) return response;
  session.access_token = withIssuer(session.access_token, issuer, secret);
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return new Response(JSON.stringify(body), { status: response.status, statusText: response.statusText, headers });
}

/**
 * The status hosted PostgREST answers for a database error that lite answers 500: a data exception
 * (class 22, e.g. 22001 value too long) or an integrity violation (class 23, e.g. 23514 check
 * violation) is the caller's fault, 400 (409 for 23503 and 23505), as is RAISE's default P0001.
 */
export function postgrestStatus(code: string | undefined): number | null {
  if (!code) return null;
  if (code === "23503" || code === "23505") return 409;
  if (code.startsWith("22") || code.startsWith("23") || code === "P0001") return 400;
  return null;
}

/**
 * - Access tokens carry `iss` as hosted Auth's do (withIssuer).
 * - A database error that is the caller's fault (a check violation, a RAISE) answers 400 with its
 *   SQLSTATE as on hosted Supabase, not lite's 500 "SUP"; any other keeps lite's 500 with its SQLSTATE.
 * - Sign-up with an address that already has an account answers like a new sign-up (hosted GoTrue
 *   does so when confirmations are on); lite answers 422 user_already_exists or 429, which tells
 *   anyone which addresses have an account.
 * - Storage objects are served with `X-Content-Type-Options: nosniff`, so a browser never guesses
 *   a type other than the one checked at upload.
 */
export async function adjustApiResponse(
  request: Request,
  response: Response,
  auth: { issuer: string; jwtSecret: string },
  requestBody?: string,
): Promise<Response> {
  const url = new URL(request.url);
  if (url.pathname.startsWith("/auth/v1/") && response.ok && response.headers.get("content-type")?.includes("json")) {
    return withIssuedTokens(response, auth.issuer, auth.jwtSecret);
  }
  if (
    request.method === "POST" &&
    url.pathname === "/auth/v1/signup" &&
    (response.status === 422 || response.status === 429)
  ) {
    const body = (await response
      .clone()
      .json()
      .catch(() => null)) as { error_code?: string; code?: string } | null;
    const code = body?.error_code ?? body?.code;
    // Lite answers a registered address with user_already_exists, or, when it tries to send that account a
    // confirmation again, with over_email_send_rate_limit (a new address has had no e-mail to limit).
    if (code === "user_already_exists" || code === "email_exists" || code === "over_email_send_rate_limit") {
      const email = (JSON.parse(requestBody ?? "{}") as { email?: string }).email ?? "";
      return Response.json(obfuscatedUser(email.toLowerCase()), { status: 200 });
    }
  }
  if (response.status === 500 && url.pathname.startsWith("/rest/v1/")) {
    const body = (await response
      .clone()
      .json()
      .catch(() => null)) as { code?: string; message?: string } | null;
    const lost = body?.code === "SUP" ? LOST_SQLSTATE.exec(body.message ?? "") : null;
    // PostgREST answers any other SQLSTATE (a PL/pgSQL P0002 "not found") 500, with its code.
    const status = postgrestStatus(lost?.[1]) ?? 500;
    if (lost) {
      const headers = new Headers(response.headers);
      headers.delete("content-length");
      return new Response(JSON.stringify({ code: lost[1], details: null, hint: null, message: lost[2] }), {
        status,
        headers,
      });
    }
  }
  if (url.pathname.startsWith("/storage/v1/object/")) {
    const headers = new Headers(response.headers);
    headers.set("X-Content-Type-Options", "nosniff");
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
  return response;
}
