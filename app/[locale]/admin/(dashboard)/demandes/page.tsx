import { InboxPage } from "@/components/listings/inbox-page";
import { requireUser } from "@/lib/auth/guards";
import { pageLocale } from "@/lib/i18n/page-locale";
import { signedInMetadata } from "@/lib/site/metadata";

type Props = PageProps<"/[locale]/admin/demandes">;

export const generateMetadata = signedInMetadata("inbox.metaTitle", { follow: false });

/** The owner's inquiries inbox. */
export default async function Page({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  await requireUser();
  return <InboxPage locale={locale} search={await searchParams} />;
}
