"use server";

import type { RevisionItemInput } from "@/lib/listings/schemas/revision";
import { withdrawRevisionAction } from "./withdraw-revision.core";

// The owner withdraws the pending changes of their public listing; Postgres checks again (RLS).
export async function withdrawRevision(input: RevisionItemInput) {
  return withdrawRevisionAction(input);
}
