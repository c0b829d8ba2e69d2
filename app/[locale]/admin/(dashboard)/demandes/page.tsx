import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { InboxPage } from "@/components/listings/inbox-page";
import { requireUser } from "@/lib/auth/guards";
import { pageLocale } from "@/lib/i18n/page-locale";

type Props = PageProps<"/[locale]/admin/demandes">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: "inbox" });
  return { title: t("metaTitle"), robots: { index: false, follow: false } };
}

/** The owner's inquiries inbox. */
export default async function Page({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  await requireUser();
  return <InboxPage locale={locale} search={await searchParams} />;
}
