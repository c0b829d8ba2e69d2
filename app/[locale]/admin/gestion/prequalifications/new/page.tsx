import { PrequalificationEditPage } from "@/components/financing/prequalification-edit-page";
import { requireAdmin } from "@/lib/auth/guards";
import { listLenders } from "@/lib/experts/queries/lenders";
import { pageLocale } from "@/lib/i18n/page-locale";
import { signedInMetadata } from "@/lib/site/metadata";
import { createClient } from "@/lib/supabase/server";

export const generateMetadata = signedInMetadata("prequalification.admin.newTitle");

/** Records a lender's pre-qualification for a buyer's request (?request=…). */
export default async function Page({
  params,
  searchParams,
}: PageProps<"/[locale]/admin/gestion/prequalifications/new">) {
  const locale = await pageLocale(params);
  await requireAdmin();
  const request = (await searchParams).request;
  const lenders = await listLenders(await createClient());
  return (
    <PrequalificationEditPage
      locale={locale}
      requestId={typeof request === "string" ? request : undefined}
      lenders={lenders}
    />
  );
}
