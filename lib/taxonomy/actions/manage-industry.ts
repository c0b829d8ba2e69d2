"use server";

import type { IndustryFormInput, TermIdInput } from "@/lib/taxonomy/schema";
import { deleteIndustryAction, saveIndustryAction } from "./manage-industry.core";

// The back office's industry writes; admins only (defineAction), and Postgres checks again (RLS).
export async function saveIndustry(input: IndustryFormInput) {
  return saveIndustryAction(input);
}

export async function deleteIndustryTerm(input: TermIdInput) {
  return deleteIndustryAction(input);
}
