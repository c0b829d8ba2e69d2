import { InvitationList } from "@/components/accounts/invitation-list";
import { ClientMessages } from "@/components/i18n/client-messages";
import { ImportPage, importMetadata } from "@/components/imports/import-page";
import { pageLocale } from "@/lib/i18n/page-locale";
import { importPeople } from "@/lib/imports/actions/import-people";
import { PEOPLE_FIELDS } from "@/lib/imports/people";

export const generateMetadata = importMetadata("peopleImport");

/**
 * /admin/gestion/importusers: people from a CSV or XLSX file become invitations (Law 25: nobody
 * gets an account without consenting), and the list of pending invitations (resend, cancel).
 */
export default async function ImportUsersPage({
  params,
  searchParams,
}: PageProps<"/[locale]/admin/gestion/importusers">) {
  return (
    <ImportPage params={params} namespace="peopleImport" fields={PEOPLE_FIELDS} withOwner={false} action={importPeople}>
      <ClientMessages namespaces={["invitations", "dataTable"]}>
        <InvitationList
          locale={await pageLocale(params)}
          pathname="/admin/gestion/importusers"
          searchParams={await searchParams}
        />
      </ClientMessages>
    </ImportPage>
  );
}
