import "server-only";
import { authorizeUser } from "@/lib/auth/authorize";
import { createClient } from "@/lib/supabase/server";
import { openDocument, recordAccess } from "./room";

const headers = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };

/**
 * A document of a file (app/api/dealroom/documents/{id}/open?action=view|download): for a signed-in
 * reader Postgres still lets in (an approved, unexpired buyer of an open listing, its owner, admins),
 * logged, then a redirect to a Storage URL valid 60 seconds. Anyone else gets a 404.
 */
export async function documentRoute(request: Request, id: string): Promise<Response> {
  const documentId = Number(id);
  if (!Number.isSafeInteger(documentId) || documentId <= 0) return new Response(null, { status: 404, headers });
  const client = await createClient();
  const caller = await authorizeUser(client);
  if (!caller) return new Response(null, { status: 401, headers });
  const action = new URL(request.url).searchParams.get("action") === "view" ? "view" : "download";
  const url = await openDocument(client, caller.userId, documentId, action);
  if (!url) return new Response(null, { status: 404, headers });
  return new Response(null, { status: 303, headers: { ...headers, Location: url } });
}

/**
 * A buyer's visit of a file's room (POST app/api/dealroom/rooms/{id}/visit), sent once by the page
 * when it opens in the browser (a render, a refresh or a prefetch sends nothing): logged as a view
 * with the reader's session, once per visit (Postgres). 204 when logged, 404 when refused.
 */
export async function roomVisitRoute(id: string): Promise<Response> {
  const roomId = Number(id);
  if (!Number.isSafeInteger(roomId) || roomId <= 0) return new Response(null, { status: 404, headers });
  const client = await createClient();
  const caller = await authorizeUser(client);
  if (!caller) return new Response(null, { status: 401, headers });
  const logged = await recordAccess(client, { roomId, userId: caller.userId, action: "view" });
  return new Response(null, { status: logged ? 204 : 404, headers });
}
