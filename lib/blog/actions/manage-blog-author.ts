"use server";

import type { BlogAuthorInput } from "@/lib/blog/schema";
import { deleteBlogAuthorAction, saveBlogAuthorAction } from "./manage-blog-author.core";

// The back office's blog-author writes; admins only (defineAction), and Postgres checks again (RLS).
export async function saveBlogAuthor(input: BlogAuthorInput) {
  return saveBlogAuthorAction(input);
}

export async function deleteBlogAuthor(input: { id: number }) {
  return deleteBlogAuthorAction(input);
}
