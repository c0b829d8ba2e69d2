import { ProgramEditPage } from "@/components/financing/program-edit-page";
import { requireAdmin } from "@/lib/auth/guards";
import { pageLocale } from "@/lib/i18n/page-locale";
import { signedInMetadata } from "@/lib/site/metadata";

export const generateMetadata = signedInMetadata("financing.programs.admin.title");

/** Edits a public financing program; an unknown id is a 404. */
export default async function Page({ params }: PageProps<"/[locale]/admin/gestion/programmes/[id]/edit">) {
  const locale = await pageLocale(params);
  await requireAdmin();
  return <ProgramEditPage locale={locale} id={(await params).id} />;
}
