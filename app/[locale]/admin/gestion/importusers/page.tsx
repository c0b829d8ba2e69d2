import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { InvitationList } from "@/components/accounts/invitation-list";
import { ClientMessages } from "@/components/i18n/client-messages";
import { ImportFlow } from "@/components/imports/import-form";
import { requireAdmin } from "@/lib/auth/guards";
import { pageLocale } from "@/lib/i18n/page-locale";
import { importPeople } from "@/lib/imports/actions/import-people";
import { PEOPLE_FIELDS } from "@/lib/imports/people";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/admin/gestion/importusers">): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: "peopleImport" });
  return { title: t("title"), robots: { index: false } };
}

/**
 * /admin/gestion/importusers: people from a CSV or XLSX file become invitations (Law 25: nobody
 * gets an account without consenting), and the list of pending invitations (resend, cancel).
 */
export default async function ImportUsersPage({
  params,
  searchParams,
}: PageProps<"/[locale]/admin/gestion/importusers">) {
  const locale = await pageLocale(params);
  await requireAdmin();
  const t = await getTranslations({ locale, namespace: "peopleImport" });
  return (
    <div className="space-y-10">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t("title")}</h1>
        <p className="max-w-3xl text-neutral-700 dark:text-neutral-300">{t("intro")}</p>
      </header>
      <ClientMessages namespaces={["imports", "formKit", "forms"]}>
        <ImportFlow
          name={t("fileName")}
          withOwner={false}
          fields={PEOPLE_FIELDS.map((f) => ({
            key: f.key,
            required: "required" in f && f.required,
            example: f.example,
          }))}
          action={importPeople}
        />
      </ClientMessages>
      <ClientMessages namespaces={["invitations", "dataTable"]}>
        <InvitationList locale={locale} pathname="/admin/gestion/importusers" searchParams={await searchParams} />
      </ClientMessages>
    </div>
  );
}
