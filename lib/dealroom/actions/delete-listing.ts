"use server";

import { deleteListingWithFileAction } from "./delete-listing.core";

// Deletes a business or a property with its photos and its confidential file's documents.
export async function deleteListingWithFile(input: { kind: "entreprise" | "immobilier"; id: number }) {
  return deleteListingWithFileAction(input);
}
