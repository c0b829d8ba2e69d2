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
 * - Sign-up with an address that already has an account answers like a new sign-up (hosted GoTrue
 *   does so when confirmations are on); lite answers 422 user_already_exists or 429, which tells
 *   anyone which addresses have an account.
 * - Storage objects are served with `X-Content-Type-Options: nosniff`, so a browser never guesses
 *   a type other than the one checked at upload.
 */
export async function adjustApiResponse(request: Request, response: Response, requestBody?: string): Promise<Response> {
  const url = new URL(request.url);
  if (request.method === "POST" && url.pathname === "/auth/v1/signup" && (response.status === 422 || response.status === 429)) {
    const body = (await response.clone().json().catch(() => null)) as { error_code?: string; code?: string } | null;
    const code = body?.error_code ?? body?.code;
    // Lite answers a registered address with user_already_exists, or, when it tries to send that account a
    // confirmation again, with over_email_send_rate_limit (a new address has had no e-mail to limit).
    if (code === "user_already_exists" || code === "email_exists" || code === "over_email_send_rate_limit") {
      const email = (JSON.parse(requestBody ?? "{}") as { email?: string }).email ?? "";
      return Response.json(obfuscatedUser(email.toLowerCase()), { status: 200 });
    }
  }
  if (url.pathname.startsWith("/storage/v1/object/")) {
    const headers = new Headers(response.headers);
    headers.set("X-Content-Type-Options", "nosniff");
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
  return response;
}
