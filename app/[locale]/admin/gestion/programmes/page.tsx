import { ProgramListPage } from "@/components/financing/program-list-page";
import { requireAdmin } from "@/lib/auth/guards";
import { pageLocale } from "@/lib/i18n/page-locale";
import { signedInMetadata } from "@/lib/site/metadata";

export const generateMetadata = signedInMetadata("financing.programs.admin.title");

/** /admin/gestion/programmes: the public financing programs shown on /services/financement (issue 42). */
export default async function Page({ params, searchParams }: PageProps<"/[locale]/admin/gestion/programmes">) {
  const locale = await pageLocale(params);
  await requireAdmin();
  return <ProgramListPage locale={locale} searchParams={await searchParams} />;
}
