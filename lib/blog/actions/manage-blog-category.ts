"use server";

import type { BlogCategoryInput } from "@/lib/blog/schema";
import { deleteBlogCategoryAction, saveBlogCategoryAction } from "./manage-blog-category.core";

// The back office's blog-category writes; admins only (defineAction), and Postgres checks again (RLS).
export async function saveBlogCategory(input: BlogCategoryInput) {
  return saveBlogCategoryAction(input);
}

export async function deleteBlogCategory(input: { id: number }) {
  return deleteBlogCategoryAction(input);
}
