import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { Logo } from "@/components/layout/logo";
import { PrintButton } from "@/components/valuation/print-button";
import { ValuationReport } from "@/components/valuation/valuation-report";
import { getFilterRefs } from "@/lib/taxonomy/filter-refs";
import { getSharedValuation } from "@/lib/valuation/queries";
import { Link } from "@/lib/i18n/navigation";
import { pageLocale } from "@/lib/i18n/page-locale";
import { createPublicClient } from "@/lib/supabase/public";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("valuation.report");
  return { title: t("metaTitle"), robots: { index: false, follow: false }, referrer: "no-referrer" };
}

async function load(
  params: PageProps<"/[locale]/admin/evaluations/[id]/show">["params"],
  searchParams: PageProps<"/[locale]/admin/evaluations/[id]/show">["searchParams"],
) {
  const { id } = await params;
  const token = (await searchParams).t;
  if (!UUID.test(id) || typeof token !== "string") return null;
  const valuation = await getSharedValuation(createPublicClient(), id, token);
  return valuation ? { valuation, token, id } : null;
}

/**
 * /admin/evaluations/{id}/show?t=…: the shared report, without a guard (spec §2) — reachable only
 * through its unguessable link while the owner keeps sharing on; otherwise a 404. Never indexed.
 */
export default async function SharedValuationPage({
  params,
  searchParams,
}: PageProps<"/[locale]/admin/evaluations/[id]/show">) {
  const locale = await pageLocale(params);
  const found = await load(params, searchParams);
  if (!found) notFound();
  const t = await getTranslations("valuation.report");
  const tMeta = await getTranslations("meta");
  const refs = await getFilterRefs();
  const name = (r: { name_fr: string; name_en: string | null }) =>
    locale === "en" ? (r.name_en ?? r.name_fr) : r.name_fr;
  const category = refs.categories.find((c) => c.id === found.valuation.category_id);
  const region = refs.regions.find((r) => r.id === found.valuation.region_id);
  const other = locale === "fr" ? "en" : "fr";
  return (
    <>
      <style>{"@page { margin: 16mm; } @media print { html { font-size: 11pt; } }"}</style>
      <header className="border-b border-neutral-200 dark:border-neutral-800 print:border-neutral-400">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-x-4 gap-y-3 px-4 py-4 sm:px-6">
          <Link href="/" className="print:pointer-events-none">
            <Logo name={tMeta("siteName")} />
          </Link>
          <div className="flex flex-wrap items-center gap-3 print:hidden">
            <Link
              href={`/admin/evaluations/${found.id}/show?t=${found.token}`}
              locale={other}
              className="text-sm font-medium underline"
              lang={other}
            >
              {t("otherLanguage")}
            </Link>
            <PrintButton label={t("print")} />
          </div>
        </div>
      </header>
      <main id="main-content" className="mx-auto max-w-5xl px-4 py-10 sm:px-6 print:py-0">
        <ValuationReport
          valuation={found.valuation}
          locale={locale}
          category={category ? name(category) : null}
          region={region ? name(region) : null}
        />
        <p className="mt-10 text-sm text-neutral-600 dark:text-neutral-400">
          {t("footer", { site: tMeta("siteName") })}
        </p>
      </main>
    </>
  );
}
