"use server";

import { importArticlesAction } from "./import-articles.core";

// The import page's dry run and its article-by-article import.
export async function importArticles(input: FormData) {
  return importArticlesAction(input);
}
