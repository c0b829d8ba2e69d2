import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { UserListPage } from "@/components/accounts/user-list-page";
import { requireAdmin } from "@/lib/auth/guards";
import { pageLocale } from "@/lib/i18n/page-locale";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/admin/gestion/utilisateurs">): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: "usersAdmin" });
  return { title: t("title"), robots: { index: false } };
}

/** The back office's users (§2): search, filters, order, listing and inquiry counts. */
export default async function Page({ params, searchParams }: PageProps<"/[locale]/admin/gestion/utilisateurs">) {
  const locale = await pageLocale(params);
  await requireAdmin();
  return <UserListPage locale={locale} searchParams={await searchParams} />;
}
