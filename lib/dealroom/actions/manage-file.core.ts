import "server-only";
import { defineAction } from "@/lib/actions/define-action";
import { fail, ok } from "@/lib/actions/result";
import { TAGS } from "@/lib/cache-tags";
import { managedFile } from "../file-access";
import { deleteDocumentRow, removeObjects, reorderDocuments, updateDocumentDetails } from "../queries/documents";
import { ensureRoom, saveRoomSettings } from "../queries/rooms";
import { documentDetailsSchema, documentRefSchema, fileSettingsSchema, reorderSchema } from "../schema";
import { fileRefusal } from "./refusal";

const refOf = (input: { kind: "entreprise" | "immobilier"; listingId: number }) => ({
  kind: input.kind,
  id: input.listingId,
});

// A document's title and category (the public listing names its file's categories).
export const saveDocumentDetailsAction = defineAction({
  name: "dealroom.documentDetails",
  access: "user",
  schema: documentDetailsSchema,
  revalidates: () => [TAGS.listings],
  handler: async (input, { client, user }) => {
    const file = await managedFile(client, user.userId, refOf(input));
    if (!file?.room) return fail("dealroom.errors.notFound");
    try {
      const document = await updateDocumentDetails(client, input.documentId, {
        title: input.title,
        category: input.category,
      });
      return document && document.dealroom_id === file.room.id ? ok(document) : fail("dealroom.errors.notFound");
    } catch (error) {
      return fileRefusal(error);
    }
  },
});

// Deletes a document, then its object (the row first: no document ever names a missing object).
export const deleteDocumentAction = defineAction({
  name: "dealroom.deleteDocument",
  access: "user",
  schema: documentRefSchema,
  revalidates: () => [TAGS.listings],
  handler: async (input, { client, user }) => {
    const file = await managedFile(client, user.userId, refOf(input));
    if (!file?.room) return fail("dealroom.errors.notFound");
    try {
      const path = await deleteDocumentRow(client, input.documentId, file.room.id);
      if (!path) return fail("dealroom.errors.notFound");
      await removeObjects(client, [path]);
      return ok({ deleted: input.documentId });
    } catch (error) {
      return fileRefusal(error);
    }
  },
});

// The documents in the seller's order (what buyers see in the room).
export const reorderDocumentsAction = defineAction({
  name: "dealroom.reorder",
  access: "user",
  schema: reorderSchema,
  handler: async (input, { client, user }) => {
    const file = await managedFile(client, user.userId, refOf(input));
    if (!file?.room) return fail("dealroom.errors.notFound");
    try {
      await reorderDocuments(client, file.room.id, input.ids);
      return ok({ ids: input.ids });
    } catch (error) {
      return fileRefusal(error);
    }
  },
});

// The website and owner's name the file reveals, and the seller's clauses of the agreement.
export const saveFileSettingsAction = defineAction({
  name: "dealroom.settings",
  access: "user",
  schema: fileSettingsSchema,
  handler: async (input, { client, user }) => {
    const ref = refOf(input);
    const file = await managedFile(client, user.userId, ref);
    if (!file) return fail("dealroom.errors.notFound");
    try {
      const roomId = file.room?.id ?? (await ensureRoom(client, ref));
      await saveRoomSettings(client, roomId, input);
      return ok({ saved: true });
    } catch (error) {
      return fileRefusal(error);
    }
  },
});
