"use server";

import type { ItemKind } from "@/lib/listings/kinds";
import { changeItemStatusAction, confirmListingAction, deleteItemAction, type OWNER_TARGETS } from "./items.core";

// Moves one of the user's items to another status (the database checks the transition).
export async function changeItemStatus(input: { kind: ItemKind; id: number; to: (typeof OWNER_TARGETS)[number] }) {
  return changeItemStatusAction(input);
}

// Confirms that a listing is still available.
export async function confirmListing(input: { kind: "entreprise" | "immobilier"; id: number }) {
  return confirmListingAction(input);
}

// Deletes a listing or an expert profile, and its photos.
export async function deleteItem(input: { kind: ItemKind; id: number }) {
  return deleteItemAction(input);
}
