import { notFound } from "next/navigation";
import { ArticleEditorPage } from "@/components/blog/article-editor-page";
import { requireAdmin } from "@/lib/auth/guards";
import { getArticleForEdit } from "@/lib/blog/queries/admin";
import { pageLocale } from "@/lib/i18n/page-locale";
import { createClient } from "@/lib/supabase/server";
import { signedInMetadata } from "@/lib/site/metadata";

export const generateMetadata = signedInMetadata("blogAdmin.editTitle");

/** /admin/gestion/blog/{id}/edit: a saved article in the editor; an unknown id is a 404. */
export default async function EditArticlePage({ params }: PageProps<"/[locale]/admin/gestion/blog/[id]/edit">) {
  const locale = await pageLocale(params);
  const { user } = await requireAdmin();
  const { id } = await params;
  const articleId = Number(id);
  if (!Number.isSafeInteger(articleId) || articleId <= 0) notFound();
  const client = await createClient();
  const article = await getArticleForEdit(client, articleId);
  if (!article) notFound();
  return <ArticleEditorPage client={client} article={article} ownerId={user.id} locale={locale} />;
}
