"use client";

import type { ActionResult } from "@/lib/actions/result";
import type { RoomDocument } from "./queries/documents";
import type { DocumentCategory, DealroomKind } from "./types";

export type UploadInput = {
  kind: DealroomKind;
  listingId: number;
  file: File;
  category?: DocumentCategory;
  title?: string;
  /** The document whose file this one replaces. */
  replaceId?: number;
};

/** Sends a document to the file's upload route (app/api/dealroom/documents), which answers an ActionResult. */
export async function uploadDocument(input: UploadInput): Promise<ActionResult<RoomDocument>> {
  const body = new FormData();
  body.set("kind", input.kind);
  body.set("listingId", String(input.listingId));
  body.set("file", input.file);
  if (input.category) body.set("category", input.category);
  if (input.title) body.set("title", input.title);
  if (input.replaceId) body.set("replaceId", String(input.replaceId));
  const response = await fetch("/api/dealroom/documents", { method: "POST", body });
  return (await response.json()) as ActionResult<RoomDocument>;
}
