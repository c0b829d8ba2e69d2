"use server";

import { deleteArticleAction } from "./delete-article.core";

// Deletes an article (the articles table's row action, after confirmation).
export async function deleteArticle(input: { id: number }) {
  return deleteArticleAction(input);
}
