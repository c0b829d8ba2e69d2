import { raise } from "@/lib/supabase/errors";
import type { Client } from "@/lib/supabase/types";

/**
 * Records that the caller opened a file or downloaded a document, with their own session: RLS refuses
 * it when their access has ended, so a refused log means no access (the caller stops there).
 */
export async function logAccess(
  client: Client,
  event: { roomId: number; userId: string; documentId?: number; action: "view" | "download" },
): Promise<void> {
  const { error } = await client.from("dealroom_access_events").insert({
    dealroom_id: event.roomId,
    user_id: event.userId,
    document_id: event.documentId ?? null,
    action: event.action,
  });
  if (error) raise(error);
}

export type AccessEvent = {
  id: number;
  action: "view" | "download";
  document_title: string | null;
  created_at: string;
  user_id: string;
  request_id: number | null;
  buyer: { signed_name: string; buyer_email: string | null } | null;
};

/** Who opened the file and downloaded what, newest first (its owner and admins). */
export async function listAccessEvents(client: Client, roomId: number, limit = 200): Promise<AccessEvent[]> {
  const { data, error } = await client
    .from("dealroom_access_events")
    .select(
      "id, action, document_title, created_at, user_id, request_id, buyer:dealroom_requests(signed_name, buyer_email)",
    )
    .eq("dealroom_id", roomId)
    .order("created_at", { ascending: false })
    .limit(limit);
  if (error) raise(error);
  return (data ?? []).map((event) => ({ ...event, action: event.action === "download" ? "download" : "view" }));
}
