import { PrequalificationListPage } from "@/components/financing/prequalification-list-page";
import { requireAdmin } from "@/lib/auth/guards";
import { pageLocale } from "@/lib/i18n/page-locale";
import { signedInMetadata } from "@/lib/site/metadata";

export const generateMetadata = signedInMetadata("prequalification.admin.title");

/** The buyers' pre-qualification requests and the lenders' marks the team records (issue 42). */
export default async function Page({ params, searchParams }: PageProps<"/[locale]/admin/gestion/prequalifications">) {
  const locale = await pageLocale(params);
  await requireAdmin();
  return <PrequalificationListPage locale={locale} searchParams={await searchParams} />;
}
