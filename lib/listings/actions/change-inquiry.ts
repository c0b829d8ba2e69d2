"use server";

import type { ActionResult } from "@/lib/actions/result";
import type { InboxChange } from "@/lib/listings/queries/inbox";
import { changeInquiryAction } from "./change-inquiry.core";

/** Marks an inquiry read / unread or archives it / brings it back. */
export async function changeInquiry(input: {
  id: number;
  change: InboxChange;
}): Promise<ActionResult<{ id: number; change: InboxChange }>> {
  return changeInquiryAction(input);
}
