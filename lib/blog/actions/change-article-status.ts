"use server";

import { changeArticleStatusAction } from "./change-article-status.core";

// Publishes, archives or returns an article to draft (the articles table's row actions).
export async function changeArticleStatus(input: { id: number; status: "published" | "archived" | "draft" }) {
  return changeArticleStatusAction(input);
}
