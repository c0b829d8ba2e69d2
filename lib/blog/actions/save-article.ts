"use server";

import type { ArticleInput } from "@/lib/blog/schema";
import { saveArticleAction } from "./save-article.core";

// Saves an article (autosave and the "Save" button of the editor).
export async function saveArticle(input: ArticleInput) {
  return saveArticleAction(input);
}
