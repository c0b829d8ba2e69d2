import type { EmailOtpType } from "@supabase/supabase-js";
import { cookies } from "next/headers";
import { NextResponse, type NextRequest } from "next/server";
import { confirmTarget, failureTarget, OTP_TYPES } from "@/lib/accounts/confirm-link";
import { isLocale } from "@/lib/i18n/locale-path";
import { RECOVERY_COOKIE, recoveryCookieOptions, recoveryMarker } from "@/lib/accounts/recovery-session";
import { REDIRECT_COOKIE } from "@/lib/auth/redirect-cookie";
import { createClient } from "@/lib/supabase/server";

const NO_STORE = { "Cache-Control": "private, no-store" };

/**
 * Where e-mailed links land (sign-up confirmation, recovery, e-mail change). Handles both link
 * kinds of the Auth API: `token_hash` + `type` (our e-mail templates) and a PKCE `code` (the
 * default templates of a hosted project), then sends the visitor on with the session cookies set.
 */
export async function GET(request: NextRequest, { params }: RouteContext<"/[locale]/auth-confirm">) {
  const { locale: pathLocale } = await params;
  const search = request.nextUrl.searchParams;
  const tokenHash = search.get("token_hash");
  const type = search.get("type");
  const code = search.get("code");
  const supabase = await createClient();

  let userLocale: unknown = null;
  let accessToken: string | undefined;
  let linkType: EmailOtpType | null = null;
  let failed = Boolean(search.get("error") || search.get("error_code"));
  if (!failed && tokenHash && type && (OTP_TYPES as readonly string[]).includes(type)) {
    linkType = type as EmailOtpType;
    const { data, error } = await supabase.auth.verifyOtp({ type: linkType, token_hash: tokenHash });
    if (error) console.warn("[auth-confirm] link refused:", error.code ?? error.message);
    failed = Boolean(error);
    userLocale = data.user?.user_metadata?.locale;
    accessToken = data.session?.access_token;
  } else if (!failed && code) {
    const { data, error } = await supabase.auth.exchangeCodeForSession(code);
    if (error) console.warn("[auth-confirm] code refused:", error.code ?? error.message);
    failed = Boolean(error);
    userLocale = data.user?.user_metadata?.locale;
    accessToken = data.session?.access_token;
    if (data.user?.recovery_sent_at && search.get("next") === "/update-password") linkType = "recovery";
  } else {
    failed = true;
  }

  const locale = isLocale(userLocale) ? userLocale : isLocale(pathLocale) ? pathLocale : "fr";
  const store = await cookies();
  if (failed)
    return NextResponse.redirect(new URL(failureTarget(linkType ?? type, locale), request.url), { headers: NO_STORE });
  const saved = store.get(REDIRECT_COOKIE)?.value;
  store.delete(REDIRECT_COOKIE);
  if (linkType === "recovery" && accessToken) {
    // This session, and no other, may set a new password without the current one (lib/accounts/recovery-session.ts).
    const marker = recoveryMarker((await supabase.auth.getClaims(accessToken)).data?.claims);
    if (marker) store.set(RECOVERY_COOKIE, marker, recoveryCookieOptions());
  }
  const target = confirmTarget({ type: linkType ?? type, next: search.get("next"), saved, locale });
  return NextResponse.redirect(new URL(target, request.url), { headers: NO_STORE });
}
