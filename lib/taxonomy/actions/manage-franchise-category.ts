"use server";

import type { FranchiseCategoryFormInput, TermIdInput } from "@/lib/taxonomy/schema";
import { deleteFranchiseCategoryAction, saveFranchiseCategoryAction } from "./manage-franchise-category.core";

// The back office's franchise-category writes; admins only (defineAction), and Postgres checks again (RLS).
export async function saveFranchiseCategory(input: FranchiseCategoryFormInput) {
  return saveFranchiseCategoryAction(input);
}

export async function deleteFranchiseCategoryTerm(input: TermIdInput) {
  return deleteFranchiseCategoryAction(input);
}
