import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { buttonClasses } from "@/components/ui/button";
import { requireUser } from "@/lib/auth/guards";
import { formatDate, formatPrice } from "@/lib/i18n/format";
import { listValuations } from "@/lib/valuation/queries";
import { Link } from "@/lib/i18n/navigation";
import { pageLocale } from "@/lib/i18n/page-locale";
import { createClient } from "@/lib/supabase/server";
import { HeaderRow } from "@/components/ui/header-row";
import { ValuationLink } from "@/components/valuation/valuation-link";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("valuation.workspace");
  return { title: t("listTitle"), robots: { index: false } };
}

/** /admin/evaluations: the signed-in owner's valuations. */
export default async function ValuationsListPage({ params }: PageProps<"/[locale]/admin/evaluations">) {
  const locale = await pageLocale(params);
  const { user } = await requireUser();
  const t = await getTranslations("valuation.workspace");
  const rows = await listValuations(await createClient(), { ownerId: user.id });
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold">{t("listTitle")}</h1>
        <Link href="/admin/evaluations/new" className={buttonClasses()}>
          {t("new")}
        </Link>
      </div>
      {rows.length === 0 ? (
        <div className="rounded-lg border border-dashed border-neutral-300 p-8 text-center dark:border-neutral-700">
          <p>{t("empty")}</p>
          <Link
            href="/services/evaluation"
            className="mt-2 inline-block font-medium text-secondary-800 underline dark:text-secondary-300"
          >
            {t("emptyCta")}
          </Link>
        </div>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t("listTitle")}</caption>
            <thead className="border-b border-neutral-300 dark:border-neutral-700">
              <HeaderRow
                labels={[t("colTitle"), t("colValue"), t("colShared"), t("colUpdated")]}
                className="py-2 pr-4"
                own={{ 1: "py-2 pr-4 text-right", 3: "py-2" }}
              />
            </thead>
            <tbody>
              {rows.map((e) => (
                <tr key={e.id} className="border-b border-neutral-200 dark:border-neutral-800">
                  <th scope="row" className="py-3 pr-4 font-medium">
                    <ValuationLink id={e.id} title={e.title} />
                  </th>
                  <td className="py-3 pr-4 text-right">
                    {e.conclusion === null ? "—" : formatPrice(e.conclusion, locale)}
                  </td>
                  <td className="py-3 pr-4">{e.share_enabled ? t("sharedYes") : t("sharedNo")}</td>
                  <td className="py-3">{formatDate(e.updated_at, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
