import { raise } from "@/lib/supabase/errors";
import type { Client } from "@/lib/supabase/types";

/** Stores one anonymous page view: route and path only. Needs the service role. */
export async function recordPageView(
  client: Client,
  view: { route: string; path: string; locale: string },
): Promise<void> {
  const { error } = await client.from("page_views").insert(view);
  if (error) raise(error);
}
