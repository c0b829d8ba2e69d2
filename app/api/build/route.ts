/** The running build's id (the Nuxt-style builds/latest.json manifest): open tabs compare it with theirs. */
export const dynamic = "force-dynamic";

export function GET() {
  return Response.json({ buildId: process.env.NEXT_PUBLIC_BUILD_ID }, { headers: { "cache-control": "no-store" } });
}
