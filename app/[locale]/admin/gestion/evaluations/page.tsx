import { TitledSection } from "@/components/content/titled-section";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/i18n/client-messages";
import { MultipleEditor } from "@/components/valuation/multiple-editor";
import { listAccountEmails } from "@/lib/accounts/queries/admin-users";
import { requireAdmin } from "@/lib/auth/guards";
import { formatDate, formatPrice } from "@/lib/i18n/format";
import { listValuations, listMultiples } from "@/lib/valuation/queries";
import { pageLocale } from "@/lib/i18n/page-locale";
import { createClient } from "@/lib/supabase/server";
import { DEFAULT_METHODS } from "@/lib/valuation/editor-values";
import { fullValuation } from "@/lib/valuation/full";
import { HeaderRow } from "@/components/ui/header-row";
import { ValuationLink } from "@/components/valuation/valuation-link";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("valuation.admin");
  return { title: t("title"), robots: { index: false } };
}

/** /admin/gestion/evaluations: every valuation with its figures, and the industry multiples' editor. */
export default async function AdminValuationsPage({ params }: PageProps<"/[locale]/admin/gestion/evaluations">) {
  const locale = await pageLocale(params);
  await requireAdmin();
  const t = await getTranslations("valuation.admin");
  const client = await createClient();
  const [valuations, multiples] = await Promise.all([listValuations(client, { limit: 500 }), listMultiples(client)]);
  const ownerEmail = await listAccountEmails(
    client,
    valuations.map((e) => e.owner_id),
  );
  const money = (v: number | null) => (v === null ? "—" : formatPrice(v, locale));
  return (
    <div className="space-y-10">
      <h1 className="text-2xl font-bold">{t("title")}</h1>
      <TitledSection id="admin-evaluations" title={t("allTitle", { count: valuations.length })} className="space-y-3">
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="border-b border-neutral-300 dark:border-neutral-700">
              <HeaderRow
                labels={[
                  t("colTitle"),
                  t("colOwner"),
                  t("colRevenue"),
                  t("colSde"),
                  t("colValue"),
                  t("colShared"),
                  t("colUpdated"),
                ]}
                className="py-2 pr-3"
                own={{ 2: "py-2 pr-3 text-right", 3: "py-2 pr-3 text-right", 4: "py-2 pr-3 text-right", 6: "py-2" }}
              />
            </thead>
            <tbody>
              {valuations.map((e) => {
                const result = fullValuation(e.years, { ...DEFAULT_METHODS, ...e.methods });
                const latest = [...e.years].sort((a, b) => b.year - a.year)[0];
                return (
                  <tr key={e.id} className="border-b border-neutral-200 dark:border-neutral-800">
                    <th scope="row" className="py-2 pr-3 font-medium">
                      <ValuationLink id={e.id} title={e.title} />
                    </th>
                    <td className="py-2 pr-3">{ownerEmail.get(e.owner_id) ?? "—"}</td>
                    <td className="py-2 pr-3 text-right">{money(latest?.revenue ?? null)}</td>
                    <td className="py-2 pr-3 text-right">
                      {money(result.earnings.sde === null ? null : Math.round(result.earnings.sde))}
                    </td>
                    <td className="py-2 pr-3 text-right">{money(e.conclusion)}</td>
                    <td className="py-2 pr-3">{e.share_enabled ? t("yes") : t("no")}</td>
                    <td className="py-2">{formatDate(e.updated_at, locale)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          {valuations.length === 0 ? <p className="py-4 text-neutral-700 dark:text-neutral-300">{t("none")}</p> : null}
        </div>
      </TitledSection>
      <TitledSection id="admin-multiples" title={t("multiplesTitle")} className="space-y-4">
        <p className="text-sm text-neutral-700 dark:text-neutral-300">{t("multiplesIntro")}</p>
        <ClientMessages namespaces={["valuation", "formKit"]}>
          <div className="space-y-4">
            {multiples.map((m) => (
              <MultipleEditor
                key={m.id}
                industry={
                  m.industryName
                    ? locale === "en"
                      ? (m.industryName.en ?? m.industryName.fr)
                      : m.industryName.fr
                    : t("defaultIndustry")
                }
                defaultValues={{
                  id: m.id,
                  sde_low: m.low,
                  sde_probable: m.probable,
                  sde_high: m.high,
                  ebitda_low: m.ebitdaLow,
                  ebitda_high: m.ebitdaHigh,
                  source: m.source,
                  source_en: m.sourceEn === m.source ? "" : m.sourceEn,
                  source_url: m.sourceUrl ?? "",
                  source_date: m.sourceDate,
                }}
              />
            ))}
          </div>
        </ClientMessages>
      </TitledSection>
    </div>
  );
}
