import "server-only";
import { revalidateTag } from "next/cache";
import { fail } from "@/lib/actions/result";
import { TAGS } from "@/lib/cache-tags";
import { uploadDocumentAction } from "./actions/upload-document.core";
import { forgetRememberedPages } from "@/lib/http/page-generation";
import { createClient } from "@/lib/supabase/server";

/**
 * The upload route of a seller's file (issue 41; app/api/dealroom/documents), up to 25 MB: a route handler rather than a server action,
 * whose body the middleware would cut at 10 MB. It runs the same action (`defineAction`: parse,
 * authorise, run) with the caller's session, and answers its ActionResult as JSON.
 */
export async function uploadDocumentRoute(request: Request): Promise<Response> {
  if (!sameOrigin(request))
    return Response.json(fail("dealroom.errors.notAllowed"), { status: 403, headers: NO_STORE });
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    // The body did not arrive whole (an interrupted upload): nothing was stored.
    return Response.json(fail("dealroom.file.errors.interrupted"), { status: 400, headers: NO_STORE });
  }
  const result = await uploadDocumentAction.execute(form, await createClient());
  if (result.ok) {
    revalidateTag(TAGS.listings, { expire: 0 });
    forgetRememberedPages();
  }
  return Response.json(result, { status: result.ok ? 200 : 400, headers: NO_STORE });
}

/** A browser's request from the site's own pages (the session cookie alone would let another site post). */
function sameOrigin(request: Request): boolean {
  const site = request.headers.get("sec-fetch-site");
  if (site) return site === "same-origin";
  const origin = request.headers.get("origin");
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
  return origin !== null && host !== null && new URL(origin).host === host;
}

const NO_STORE = { "Cache-Control": "no-store" };
