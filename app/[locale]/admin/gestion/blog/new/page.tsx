import { ArticleEditorPage } from "@/components/blog/article-editor-page";
import { requireAdmin } from "@/lib/auth/guards";
import { pageLocale } from "@/lib/i18n/page-locale";
import { createClient } from "@/lib/supabase/server";
import { signedInMetadata } from "@/lib/site/metadata";

export const generateMetadata = signedInMetadata("blogAdmin.newTitle");

/** /admin/gestion/blog/new: a new article (it gets its /{id}/edit address at its first save). */
export default async function NewArticlePage({ params }: PageProps<"/[locale]/admin/gestion/blog/new">) {
  const locale = await pageLocale(params);
  const { user } = await requireAdmin();
  return <ArticleEditorPage client={await createClient()} article={null} ownerId={user.id} locale={locale} />;
}
