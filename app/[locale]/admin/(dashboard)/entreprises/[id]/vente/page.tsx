import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { ClientMessages } from "@/components/i18n/client-messages";
import { ClosedDealForm } from "@/components/valuation/closed-deal-form";
import { requireUser } from "@/lib/auth/guards";
import { montrealDay } from "@/lib/i18n/format";
import { EditHeader } from "@/components/data-table/list-page";
import type { Locale } from "@/lib/i18n/routing";
import { getClosedDeal, getSoldBusiness } from "@/lib/valuation/closed-deals/queries";
import { createClient } from "@/lib/supabase/server";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/admin/entreprises/[id]/vente">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: "valuation.closedDeal" });
  return { title: t("title"), robots: { index: false } };
}

/**
 * /admin/entreprises/{id}/vente: the seller records the final price and structure of a sold business
 * (issue 42). Private: its owner and the admins; anyone else, or a business not sold, gets a 404.
 */
export default async function ClosedDealPage({ params }: PageProps<"/[locale]/admin/entreprises/[id]/vente">) {
  const { locale, id } = await params;
  setRequestLocale(locale as Locale);
  await requireUser();
  const t = await getTranslations({ locale: locale as Locale, namespace: "valuation.closedDeal" });
  const businessId = Number(id);
  if (!Number.isSafeInteger(businessId) || businessId <= 0) notFound();
  const client = await createClient();
  const [business, deal] = await Promise.all([getSoldBusiness(client, businessId), getClosedDeal(client, businessId)]);
  if (!business || (business.status !== "sold" && business.status !== "archived")) notFound();
  const title = locale === "en" ? (business.title_en ?? business.title_fr) : business.title_fr;
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-10 sm:px-6">
      <EditHeader href="/admin/entreprises" back={t("back")} title={t("heading", { title })}>
        <p className="max-w-2xl text-neutral-700 dark:text-neutral-300">{t("intro")}</p>
      </EditHeader>
      <ClientMessages namespaces={["valuation", "formKit"]}>
        <ClosedDealForm
          label={t("title")}
          defaultValues={{
            entreprise_id: business.id,
            final_price: deal?.final_price ?? business.asking_price,
            purchase_type: deal?.purchase_type ?? "asset",
            cash_at_closing: deal?.cash_at_closing ?? null,
            bank_loan: deal?.bank_loan ?? null,
            vendor_take_back: deal?.vendor_take_back ?? null,
            earn_out: deal?.earn_out ?? null,
            closed_on: deal?.closed_on ?? montrealDay(),
          }}
        />
      </ClientMessages>
    </div>
  );
}
