import { TestDigestPage } from "@/components/alerts/test-digest-page";
import { requireAdmin } from "@/lib/auth/guards";
import { pageLocale } from "@/lib/i18n/page-locale";
import { signedInMetadata } from "@/lib/site/metadata";

export const generateMetadata = signedInMetadata("testDigest.metaTitle");

/** The alert digests' test bench (issue 22). */
export default async function Page({ params, searchParams }: PageProps<"/[locale]/admin/gestion/test-digest">) {
  const locale = await pageLocale(params);
  await requireAdmin();
  return <TestDigestPage locale={locale} search={await searchParams} />;
}
