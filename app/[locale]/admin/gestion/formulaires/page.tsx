import { FormsPage } from "@/components/reports/forms-page";
import { requireAdmin } from "@/lib/auth/guards";
import { pageLocale } from "@/lib/i18n/page-locale";
import { signedInMetadata } from "@/lib/site/metadata";

export const generateMetadata = signedInMetadata("gestion.forms.metaTitle");

/** The contact form's messages and the newsletter's subscribers. */
export default async function Page({ params, searchParams }: PageProps<"/[locale]/admin/gestion/formulaires">) {
  const locale = await pageLocale(params);
  await requireAdmin();
  return <FormsPage locale={locale} search={await searchParams} />;
}
