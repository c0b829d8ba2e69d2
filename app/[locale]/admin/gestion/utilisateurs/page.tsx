import { UserListPage } from "@/components/accounts/user-list-page";
import { requireAdmin } from "@/lib/auth/guards";
import { pageLocale } from "@/lib/i18n/page-locale";
import { signedInMetadata } from "@/lib/site/metadata";

export const generateMetadata = signedInMetadata("usersAdmin.title");

/** The back office's users (§2): search, filters, order, listing and inquiry counts. */
export default async function Page({ params, searchParams }: PageProps<"/[locale]/admin/gestion/utilisateurs">) {
  const locale = await pageLocale(params);
  await requireAdmin();
  return <UserListPage locale={locale} searchParams={await searchParams} />;
}
