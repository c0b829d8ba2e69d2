import { PrequalificationEditPage } from "@/components/financing/prequalification-edit-page";
import { requireAdmin } from "@/lib/auth/guards";
import { listLenders } from "@/lib/experts/queries/lenders";
import { pageLocale } from "@/lib/i18n/page-locale";
import { signedInMetadata } from "@/lib/site/metadata";
import { createClient } from "@/lib/supabase/server";

export const generateMetadata = signedInMetadata("prequalification.admin.editTitle");

/** Corrects, extends or moves to another lender a recorded pre-qualification. */
export default async function Page({ params }: PageProps<"/[locale]/admin/gestion/prequalifications/[id]/edit">) {
  const locale = await pageLocale(params);
  await requireAdmin();
  const { id } = await params;
  const lenders = await listLenders(await createClient());
  return <PrequalificationEditPage locale={locale} id={id} lenders={lenders} />;
}
