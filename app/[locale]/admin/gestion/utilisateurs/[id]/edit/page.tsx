import { UserEditPage } from "@/components/accounts/user-edit-page";
import { requireAdmin } from "@/lib/auth/guards";
import { pageLocale } from "@/lib/i18n/page-locale";
import { signedInMetadata } from "@/lib/site/metadata";

export const generateMetadata = signedInMetadata("usersAdmin.title");

/** One account in the back office: profile, admin flag, block and the audit log; an unknown id is a 404. */
export default async function Page({ params }: PageProps<"/[locale]/admin/gestion/utilisateurs/[id]/edit">) {
  const locale = await pageLocale(params);
  const { user } = await requireAdmin();
  return <UserEditPage locale={locale} id={(await params).id} viewerId={user.id} />;
}
