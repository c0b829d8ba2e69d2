import { ProgramEditPage } from "@/components/financing/program-edit-page";
import { requireAdmin } from "@/lib/auth/guards";
import { pageLocale } from "@/lib/i18n/page-locale";
import { signedInMetadata } from "@/lib/site/metadata";

export const generateMetadata = signedInMetadata("financing.programs.admin.newTitle");

/** Adds a public financing program. */
export default async function Page({ params }: PageProps<"/[locale]/admin/gestion/programmes/new">) {
  const locale = await pageLocale(params);
  await requireAdmin();
  return <ProgramEditPage locale={locale} />;
}
