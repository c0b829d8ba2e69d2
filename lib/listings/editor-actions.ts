import "server-only";
import type { z } from "zod";
import { defineAction } from "@/lib/actions/define-action";
import { fail, ok } from "@/lib/actions/result";
import { TAGS } from "@/lib/cache-tags";
import {
  deleteListingRevision,
  getListingRevision,
  photosInUse,
  revisionPhotoPaths,
} from "@/lib/listings/queries/revisions";
import { itemOwnerId, listingPhotoPaths, removeListingPhotos, setItemStatus } from "@/lib/listings/queries/items";
import { createAdminClient } from "@/lib/supabase/admin";
import type { Client } from "@/lib/supabase/types";
import type { ItemKind } from "@/lib/listings/kinds";
import { refusalResult } from "./refusal";

/** A saved listing; `pendingReview` when its changes wait for review (a public listing, issue 18). */
type Saved = { id: number; slug: string; pendingReview?: boolean };
type Save<V> = (client: Client, ownerId: string, values: V) => Promise<Saved>;

/**
 * A listing's save that also drops the photos the edit no longer uses from Storage: only files of
 * the listing owner's folder (the owner read by the server once the save has passed RLS), and never
 * a photo the published row or its pending revision still uses.
 * The owner's editor sends every field, the pending revision overlaid: what it sends replaces that
 * revision (withdrawn first, so a field set back to its approved value leaves it), and a public
 * listing's changes wait for review again (the tables' trigger). An administrator's editor shows
 * the published version and writes it directly: RLS lets only the owner withdraw a revision, so
 * the owner's pending changes stay for the administrator to approve or decline.
 */
export function withPhotoCleanup<V extends { id?: number | null; images: { path: string }[] }>(
  kind: "entreprise" | "immobilier",
  save: Save<V>,
): Save<V> {
  return async (client, ownerId, values) => {
    const before = values.id ? await photosInUse(client, kind, values.id) : new Set<string>();
    if (values.id) await deleteListingRevision(client, kind, values.id);
    const saved = await save(client, ownerId, values);
    const revision = await getListingRevision(client, kind, saved.id);
    const kept = new Set([
      ...values.images.map((i) => i.path),
      ...(await listingPhotoPaths(client, kind, saved.id)),
      ...revisionPhotoPaths(revision),
    ]);
    const dropped = [...before].filter((p) => !kept.has(p));
    const owner = dropped.length ? await itemOwnerId(createAdminClient(), kind, saved.id) : null;
    if (owner) await removeListingPhotos(client, dropped, owner);
    // Waiting for review: the caller's own changes (an administrator's are direct; the owner's stay pending).
    return { ...saved, pendingReview: revision?.ownerId === ownerId };
  };
}

/**
 * The editor's two actions for one kind of item: save as it stands (autosave and "Save"), and
 * submit (what a review needs is checked first and named per field; the database checks again).
 */
export function defineEditorActions<S extends z.ZodType<{ id?: number | null }>>({
  kind,
  schema,
  save,
  submissionIssues,
}: {
  kind: ItemKind;
  schema: S;
  save: Save<z.output<S>>;
  submissionIssues: (values: z.output<S>) => Record<string, string>;
}) {
  const saveAction = defineAction({
    name: `workspace.save.${kind}`,
    schema,
    access: "user",
    revalidates: () => (kind === "franchise" ? [TAGS.franchises] : [TAGS.listings, TAGS.sellers]),
    handler: async (values, { client, user }) => {
      try {
        return ok(await save(client, user.userId, values));
      } catch (error) {
        return refusalResult(error);
      }
    },
  });

  const submitAction = defineAction({
    name: `workspace.submit.${kind}`,
    schema,
    access: "user",
    revalidates: () => (kind === "franchise" ? [TAGS.franchises] : [TAGS.listings]),
    handler: async (values, ctx) => {
      const issues = submissionIssues(values);
      if (Object.keys(issues).length > 0) return fail("workspace.errors.incomplete", issues);
      const saved = await saveAction.execute(values as z.input<S>, ctx.client);
      if (!saved.ok) return saved;
      try {
        await setItemStatus(ctx.client, kind, saved.data.id, "submitted");
        return ok(saved.data);
      } catch (error) {
        return refusalResult(error);
      }
    },
  });

  return { saveAction, submitAction };
}
