"use server";

import type { CategoryFormInput, TermIdInput } from "@/lib/taxonomy/schema";
import { deleteCategoryAction, saveCategoryAction } from "./manage-category.core";

// The back office's business-category writes; admins only (defineAction), and Postgres checks again (RLS).
export async function saveCategory(input: CategoryFormInput) {
  return saveCategoryAction(input);
}

export async function deleteCategoryTerm(input: TermIdInput) {
  return deleteCategoryAction(input);
}
