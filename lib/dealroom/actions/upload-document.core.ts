import "server-only";
import { randomUUID } from "node:crypto";
import { defineAction } from "@/lib/actions/define-action";
import { fail, ok } from "@/lib/actions/result";
import { TAGS } from "@/lib/cache-tags";
import { managedFile } from "../file-access";
import { documentType, nameRefusal, storedFileName } from "../file-check";
import {
  getDocument,
  insertDocument,
  putObject,
  removeObjects,
  replaceDocumentFile,
  type RoomDocument,
} from "../queries/documents";
import { ensureRoom } from "../queries/rooms";
import { uploadRequestSchema } from "../schema";
import { MAX_DOCUMENTS } from "../types";
import { fileRefusal } from "./refusal";

const fileError = (key: string) => fail("forms.errors.invalid", { file: `dealroom.file.errors.${key}` });

/**
 * A document into a listing's file, or a new file for one of its documents (`replaceId`). The type is
 * read from the bytes; the object goes to the private bucket with the caller's session (Storage's RLS),
 * and is removed again if the row is refused, so no object is left that no document names. The body
 * reaches the server whole before anything is stored: an interrupted upload stores nothing. Should the
 * server stop between the object and its row, or a removal fail, the scheduled job removes the object
 * (public.dealroom_objects_to_remove: the replaced file's at once, one no document names after an hour).
 */
export const uploadDocumentAction = defineAction({
  name: "dealroom.upload",
  access: "user",
  schema: uploadRequestSchema,
  // The public listing says how many documents its file holds, and of which kinds.
  revalidates: () => [TAGS.listings],
  handler: async (input, { client, user }) => {
    const ref = { kind: input.kind, id: input.listingId };
    const file = await managedFile(client, user.userId, ref);
    if (!file) return fail("dealroom.errors.notFound");
    const refusedName = nameRefusal(input.file.name);
    if (refusedName) return fileError(refusedName);
    if (!input.replaceId) {
      const missing = {
        ...(input.title ? {} : { title: "dealroom.file.errors.titleRequired" }),
        ...(input.category ? {} : { category: "dealroom.file.errors.category" }),
      };
      if (Object.keys(missing).length > 0) return fail("forms.errors.invalid", missing);
      if ((file.room?.documentCount ?? 0) >= MAX_DOCUMENTS) return fileError("tooMany");
    }
    const replaced = input.replaceId ? await getDocument(client, input.replaceId) : null;
    if (input.replaceId && (!replaced || replaced.dealroom_id !== file.room?.id))
      return fail("dealroom.errors.notFound");

    const bytes = new Uint8Array(await input.file.arrayBuffer());
    const type = await documentType(input.file.name, bytes);
    if (typeof type === "string") return fileError(type);

    try {
      const roomId = file.room?.id ?? (await ensureRoom(client, ref));
      const stored = {
        fileName: storedFileName(input.file.name, type.ext),
        storagePath: `${roomId}/${randomUUID()}.${type.ext}`,
        contentType: type.mime,
        sizeBytes: bytes.byteLength,
      };
      await putObject(client, stored.storagePath, bytes, type.mime);
      let document: RoomDocument | null;
      try {
        document = replaced
          ? await replaceDocumentFile(client, replaced.id, stored)
          : await insertDocument(client, { ...stored, roomId, title: input.title!, category: input.category! });
      } catch (error) {
        await removeObjects(client, [stored.storagePath]);
        throw error;
      }
      if (!document) {
        await removeObjects(client, [stored.storagePath]);
        return fail("dealroom.errors.notFound");
      }
      if (replaced) await removeObjects(client, [replaced.storage_path]);
      return ok(document);
    } catch (error) {
      return fileRefusal(error);
    }
  },
});
