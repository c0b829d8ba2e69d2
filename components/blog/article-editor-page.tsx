import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/i18n/client-messages";
import { articleEditorValues } from "@/lib/blog/editor-values";
import { listBlogAuthors, type ArticleForEdit } from "@/lib/blog/queries/admin";
import { listBlogCategories } from "@/lib/blog/queries/public";
import { localName } from "@/lib/i18n/localized-text";
import type { Locale } from "@/lib/i18n/routing";
import type { Client } from "@/lib/supabase/types";
import { listIndustries } from "@/lib/taxonomy/queries/industries";
import { ArticleEditor } from "./article-editor";

/** A new or saved article in its editor, with the authors, categories and sectors to choose from. */
export async function ArticleEditorPage({
  client,
  article,
  ownerId,
  locale,
}: {
  client: Client;
  article: ArticleForEdit | null;
  ownerId: string;
  locale: Locale;
}) {
  const t = await getTranslations("blogAdmin");
  const [authors, categories, industries] = await Promise.all([
    listBlogAuthors(client),
    listBlogCategories(client),
    listIndustries(client),
  ]);
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
        {article ? t("editTitle") : t("newTitle")}
        {article ? <span className="mt-1 block text-lg font-normal">{article.title_fr}</span> : null}
      </h1>
      <ClientMessages namespaces={["blogAdmin", "formKit", "workspace"]}>
        <ArticleEditor
          initial={articleEditorValues(article)}
          refs={{
            authors: authors.map((a) => ({ value: String(a.id), label: a.name })),
            categories: categories.map((c) => ({ value: String(c.id), label: localName(c, locale) })),
            industries: industries.map((i) => ({ value: String(i.id), label: localName(i, locale) })),
          }}
          ownerId={ownerId}
          serverUpdatedAt={article ? Date.parse(article.updated_at) : null}
        />
      </ClientMessages>
    </div>
  );
}
