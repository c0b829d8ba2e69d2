/** The cookie that keeps the page a visitor asked for while they sign in (§2: saved for later). */
export const REDIRECT_COOKIE = "sb-redirect-path";

export const redirectCookieOptions = {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  maxAge: 60 * 30,
} as const;
