import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { ClientMessages } from "@/components/i18n/client-messages";
import { ValuationEditor } from "@/components/valuation/valuation-editor";
import { ValuationTools } from "@/components/valuation/valuation-tools";
import { getFilterRefs } from "@/lib/taxonomy/filter-refs";
import { getValuation } from "@/lib/valuation/queries";
import { Link } from "@/lib/i18n/navigation";
import { absoluteUrl } from "@/lib/i18n/paths";
import { nameOptions } from "@/lib/i18n/localized-text";
import { pageLocale } from "@/lib/i18n/page-locale";
import { createClient } from "@/lib/supabase/server";
import { editorValues } from "@/lib/valuation/editor-values";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("valuation.workspace");
  return { title: t("editTitle"), robots: { index: false } };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /admin/evaluations/{id}/edit: the full valuation of the owner (or, for an admin, anyone's). */
export default async function EditValuationPage({ params }: PageProps<"/[locale]/admin/evaluations/[id]/edit">) {
  const locale = await pageLocale(params);
  const { id } = await params;
  if (!UUID.test(id)) notFound();
  const valuation = await getValuation(await createClient(), id);
  if (!valuation) notFound();
  const t = await getTranslations("valuation.workspace");
  const refs = await getFilterRefs();
  const reportPath = `/admin/evaluations/${id}/show?t=${valuation.share_token}`;
  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-baseline justify-between gap-4">
        <h1 className="text-2xl font-bold">{valuation.title}</h1>
        {valuation.share_enabled ? (
          <Link href={reportPath} className="font-medium text-secondary-800 underline dark:text-secondary-300">
            {t("openReport")}
          </Link>
        ) : null}
      </div>
      <ClientMessages namespaces={["valuation", "formKit", "dataTable"]}>
        <ValuationTools id={id} shareEnabled={valuation.share_enabled} shareUrl={absoluteUrl(locale, reportPath)} />
        <ValuationEditor
          defaultValues={editorValues(valuation)}
          categories={nameOptions(refs.categories, locale)}
          regions={nameOptions(refs.regions, locale)}
        />
      </ClientMessages>
    </div>
  );
}
