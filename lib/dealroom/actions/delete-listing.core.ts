import "server-only";
import { z } from "zod";
import { defineAction } from "@/lib/actions/define-action";
import { TAGS } from "@/lib/cache-tags";
import { deleteItem, type GoesAlong } from "@/lib/listings/item-deletion";
import { createAdminClient } from "@/lib/supabase/admin";
import type { Client } from "@/lib/supabase/types";
import { listingDocumentPaths, removeObjects } from "../queries/documents";

/**
 * A listing's confidential file leaves the bucket with it: its documents' paths are read with the
 * caller's session before the listing goes, then removed with the service role (with the listing
 * gone, its file and owner record are gone too, so no user's policy reaches the objects any more).
 */
const fileGoesAlong: GoesAlong = async (client, kind, id) => {
  const paths = kind === "entreprise" || kind === "immobilier" ? await listingDocumentPaths(client, { kind, id }) : [];
  return () => removeObjects(createAdminClient() as Client, paths);
};

/** Deletes a business or a property, its photos and its confidential file's documents (issue 41). */
export const deleteListingWithFileAction = defineAction({
  name: "dealroom.deleteListing",
  schema: z.object({ kind: z.enum(["entreprise", "immobilier"]), id: z.coerce.number().int().positive() }),
  access: "user",
  revalidates: () => [TAGS.listings, TAGS.sellers],
  handler: ({ kind, id }, { client }) => deleteItem(client, kind, id, fileGoesAlong),
});
