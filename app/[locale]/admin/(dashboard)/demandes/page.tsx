import { InboxRequests } from "@/components/dealroom/inbox-requests";
import { InboxPage } from "@/components/listings/inbox-page";
import { requireUser } from "@/lib/auth/guards";
import { pageLocale } from "@/lib/i18n/page-locale";
import { signedInMetadata } from "@/lib/site/metadata";
import { createClient } from "@/lib/supabase/server";

type Props = PageProps<"/[locale]/admin/demandes">;

export const generateMetadata = signedInMetadata("inbox.metaTitle", { follow: false });

/** The owner's inquiries inbox, with the confidential files' access requests waiting for a decision. */
export default async function Page({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  await requireUser();
  const client = await createClient();
  return (
    <InboxPage
      locale={locale}
      search={await searchParams}
      requests={<InboxRequests client={client} locale={locale} />}
    />
  );
}
