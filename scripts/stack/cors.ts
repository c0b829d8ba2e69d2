/**
 * CORS for the Auth API, as hosted Supabase answers it. @supabase/lite 0.10 answers the REST and
 * Storage preflights but not /auth/v1's: a browser asking to send `authorization` (supabase-js's
 * getUser(), signOut()) was refused, so a sign-out cleared the cookies without ending the session.
 * Local stack only: a hosted project does this itself.
 */
const methods = "GET, POST, PATCH, PUT, DELETE, OPTIONS, HEAD";
const defaultHeaders = [
  "authorization",
  "apikey",
  "content-type",
  "x-client-info",
  "x-supabase-api-version",
  "accept",
  "accept-profile",
  "content-profile",
  "prefer",
  "range",
  "cache-control",
].join(", ");
const exposed = "Content-Range, Content-Location, Preference-Applied, X-Supabase-Api-Version";

function isAuthPath(url: string): boolean {
  return new URL(url).pathname.startsWith("/auth/v1/");
}

/** The preflight answer for an Auth API path, or null when lite should answer the request itself. */
export function authPreflight(request: Request): Response | null {
  if (request.method !== "OPTIONS" || !isAuthPath(request.url)) return null;
  return new Response(null, {
    status: 204,
    headers: {
      "Access-Control-Allow-Origin": "*",
      "Access-Control-Allow-Methods": methods,
      "Access-Control-Allow-Headers": request.headers.get("Access-Control-Request-Headers") ?? defaultHeaders,
      "Access-Control-Max-Age": "86400",
    },
  });
}

/** The Auth API's answers readable from any origin, as hosted Supabase sends them. */
export function withAuthCors(request: Request, response: Response): Response {
  if (!isAuthPath(request.url) || response.headers.has("Access-Control-Allow-Origin")) return response;
  const headers = new Headers(response.headers);
  headers.set("Access-Control-Allow-Origin", "*");
  headers.set("Access-Control-Expose-Headers", exposed);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
