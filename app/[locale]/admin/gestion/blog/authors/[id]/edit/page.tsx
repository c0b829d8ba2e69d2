import { BlogAuthorEditPage } from "@/components/blog/author-edit-page";
import { requireAdmin } from "@/lib/auth/guards";
import { pageLocale } from "@/lib/i18n/page-locale";
import { signedInMetadata } from "@/lib/site/metadata";

export const generateMetadata = signedInMetadata("blogAuthors.title");

/** Edits a blog author; an unknown id is a 404. */
export default async function Page({ params }: PageProps<"/[locale]/admin/gestion/blog/authors/[id]/edit">) {
  const locale = await pageLocale(params);
  const { user } = await requireAdmin();
  return <BlogAuthorEditPage locale={locale} ownerId={user.id} id={(await params).id} />;
}
