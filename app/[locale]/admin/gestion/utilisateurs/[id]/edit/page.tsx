import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { UserEditPage } from "@/components/accounts/user-edit-page";
import { requireAdmin } from "@/lib/auth/guards";
import { pageLocale } from "@/lib/i18n/page-locale";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/admin/gestion/utilisateurs/[id]/edit">): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: "usersAdmin" });
  return { title: t("title"), robots: { index: false } };
}

/** One account in the back office: profile, admin flag, block and the audit log; an unknown id is a 404. */
export default async function Page({ params }: PageProps<"/[locale]/admin/gestion/utilisateurs/[id]/edit">) {
  const locale = await pageLocale(params);
  const { user } = await requireAdmin();
  return <UserEditPage locale={locale} id={(await params).id} viewerId={user.id} />;
}
