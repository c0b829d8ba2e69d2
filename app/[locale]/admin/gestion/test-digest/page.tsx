import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { TestDigestPage } from "@/components/alerts/test-digest-page";
import { requireAdmin } from "@/lib/auth/guards";
import { pageLocale } from "@/lib/i18n/page-locale";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/admin/gestion/test-digest">): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: "testDigest" });
  return { title: t("metaTitle"), robots: { index: false } };
}

/** The alert digests' test bench (issue 22). */
export default async function Page({ params, searchParams }: PageProps<"/[locale]/admin/gestion/test-digest">) {
  const locale = await pageLocale(params);
  await requireAdmin();
  return <TestDigestPage locale={locale} search={await searchParams} />;
}
