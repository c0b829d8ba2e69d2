import "server-only";
import { QueryError } from "@/lib/supabase/errors";
import type { Client } from "@/lib/supabase/types";
import { getDocument, signObjectUrl } from "./queries/documents";
import { logAccess } from "./queries/events";

/** How long a document's signed URL works: long enough to start the download, too short to pass around. */
export const SIGNED_URL_SECONDS = 60;

/** Postgres refused the row (RLS or a guard): the caller's access has ended, or never was. */
const refused = (error: unknown) => error instanceof QueryError && ["42501", "PGRST301", "P0001"].includes(error.code);

/**
 * Records that the caller opened a file (`view`) or a document, with their own session: Postgres
 * refuses it once their access ended (revoked, expired, the listing sold, archived or deleted).
 * Returns false when refused.
 */
export async function recordAccess(
  client: Client,
  event: { roomId: number; userId: string; documentId?: number; action: "view" | "download" },
): Promise<boolean> {
  try {
    await logAccess(client, event);
    return true;
  } catch (error) {
    if (refused(error)) return false;
    throw error;
  }
}

/**
 * Opens a document for the caller (issue 41): RLS must show them the document, the event is logged
 * with their session (refused when their access ended), and Storage signs a URL valid 60 seconds with
 * that same session (its policies decide a third time). Null when any of them refuses.
 */
export async function openDocument(
  client: Client,
  userId: string,
  documentId: number,
  action: "view" | "download",
): Promise<string | null> {
  const document = await getDocument(client, documentId);
  if (!document) return null;
  if (!(await recordAccess(client, { roomId: document.dealroom_id, userId, documentId, action }))) return null;
  return signObjectUrl(
    client,
    document.storage_path,
    SIGNED_URL_SECONDS,
    action === "download" ? document.file_name : undefined,
  );
}
