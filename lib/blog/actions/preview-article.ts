"use server";

import { previewArticleAction } from "./preview-article.core";

// Renders a body for the editor's live preview.
export async function previewArticle(input: { body: string }) {
  return previewArticleAction(input);
}
