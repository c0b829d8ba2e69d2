import "server-only";
import { z } from "zod";
import { defineAction } from "@/lib/actions/define-action";
import { fail, ok } from "@/lib/actions/result";
import { TAGS } from "@/lib/cache-tags";
import { listingPhotoPaths, removeListingPhotos, saveBusiness, setItemStatus } from "@/lib/data/workspace-listings";
import { businessSchema, businessSubmissionIssues } from "@/lib/schemas/business";
import { refusalResult } from "./refusal";

/** Saves a business listing (new or edited) as it stands, whatever its status; drops the photos it no longer uses. */
export const saveBusinessAction = defineAction({
  name: "workspace.saveBusiness",
  schema: businessSchema,
  access: "user",
  revalidates: () => [TAGS.listings, TAGS.sellers],
  handler: async (values, { client, user }) => {
    try {
      const before = values.id ? await listingPhotoPaths(client, "entreprise", values.id) : [];
      const saved = await saveBusiness(client, user.userId, values);
      const kept = new Set(values.images.map((i) => i.path));
      const dropped = before.filter((p) => !kept.has(p));
      if (dropped.length) await removeListingPhotos(client, dropped);
      return ok(saved);
    } catch (error) {
      return refusalResult(error);
    }
  },
});

/** Saves, checks what a review needs, then submits the listing for approval. */
export const submitBusinessAction = defineAction({
  name: "workspace.submitBusiness",
  schema: businessSchema,
  access: "user",
  revalidates: () => [TAGS.listings],
  handler: async (values, ctx) => {
    const issues = businessSubmissionIssues(values);
    if (Object.keys(issues).length > 0) return fail("workspace.errors.incomplete", issues);
    const saved = await saveBusinessAction.execute(values, ctx.client);
    if (!saved.ok) return saved;
    try {
      await setItemStatus(ctx.client, "entreprise", saved.data.id, "submitted");
      return ok(saved.data);
    } catch (error) {
      return refusalResult(error);
    }
  },
});

export const businessIdSchema = z.object({ id: z.coerce.number().int().positive() });
