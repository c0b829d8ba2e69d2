import "server-only";
import { z } from "zod";
import { defineAction } from "@/lib/actions/define-action";
import { fail, ok } from "@/lib/actions/result";
import { TAGS } from "@/lib/cache-tags";
import { deleteItem } from "@/lib/listings/item-deletion";
import { setListingConfirmed, setItemStatus } from "@/lib/listings/queries/items";
import { ITEM_KINDS } from "@/lib/listings/kinds";
import { refusalResult } from "@/lib/listings/refusal";

const itemRef = z.object({ kind: z.enum(ITEM_KINDS), id: z.coerce.number().int().positive() });
const listingRef = z.object({ kind: z.enum(["entreprise", "immobilier"]), id: z.coerce.number().int().positive() });

/** The statuses an owner moves their own item to (the database checks the transition). */
export const OWNER_TARGETS = ["submitted", "draft", "under_offer", "published", "sold", "archived"] as const;

/** Moves an item to another status: submit, withdraw, under offer, back on the market, sold, archive, reactivate. */
export const changeItemStatusAction = defineAction({
  name: "workspace.changeItemStatus",
  schema: itemRef.extend({ to: z.enum(OWNER_TARGETS) }),
  access: "user",
  revalidates: () => [TAGS.listings, TAGS.sellers, TAGS.franchises],
  handler: async ({ kind, id, to }, { client }) => {
    // A profile or a franchise is never under offer or sold (its table has no such status).
    if ((kind === "expert" || kind === "franchise") && (to === "under_offer" || to === "sold"))
      return fail("workspace.errors.transition");
    try {
      return ok(await setItemStatus(client, kind, id, to));
    } catch (error) {
      return refusalResult(error);
    }
  },
});

/** "Still available": the owner confirms a listing today. */
export const confirmListingAction = defineAction({
  name: "workspace.confirmListing",
  schema: listingRef,
  access: "user",
  revalidates: () => [TAGS.listings],
  handler: async ({ kind, id }, { client }) => {
    try {
      await setListingConfirmed(client, kind, id);
      return ok(true);
    } catch (error) {
      return refusalResult(error);
    }
  },
});

/**
 * Deletes a listing or an expert profile, and its photos (never a file outside its owner's folder).
 * A business's or property's confidential file goes with it through the deal room's own action
 * (lib/dealroom/actions/delete-listing.ts), which the workspace's lists use for those kinds.
 */
export const deleteItemAction = defineAction({
  name: "workspace.deleteListing",
  schema: itemRef,
  access: "user",
  revalidates: () => [TAGS.listings, TAGS.sellers, TAGS.franchises],
  handler: ({ kind, id }, { client }) => deleteItem(client, kind, id),
});
