import { getTranslations } from "next-intl/server";
import { PartnerForm } from "@/components/financing/partner-form";
import { ClientMessages } from "@/components/i18n/client-messages";
import { requireAdmin } from "@/lib/auth/guards";
import { listPartners } from "@/lib/financing/queries";
import { pageLocale } from "@/lib/i18n/page-locale";
import { createClient } from "@/lib/supabase/server";
import { signedInMetadata } from "@/lib/site/metadata";

export const generateMetadata = signedInMetadata("financing.admin.partnersTitle");

/** /admin/financements: the lenders and programs shown on /services/financement. */
export default async function FinancingPartnersPage({ params }: PageProps<"/[locale]/admin/financements">) {
  await pageLocale(params);
  await requireAdmin();
  const t = await getTranslations("financing.admin");
  const partners = await listPartners(await createClient());
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">{t("partnersTitle")}</h1>
      <p className="text-neutral-700 dark:text-neutral-300">{t("partnersIntro")}</p>
      <ClientMessages namespaces={["financing", "formKit", "dataTable", "valuation"]}>
        <PartnerForm
          title={t("newPartner")}
          defaultValues={{
            name_fr: "",
            name_en: "",
            kind: "bank",
            min_amount: null,
            max_amount: null,
            conditions_fr: "",
            conditions_en: "",
            url: "",
            logo_path: "",
            sort_order: (partners.at(-1)?.sort_order ?? 0) + 10,
            active: true,
          }}
        />
        {partners.map((p) => (
          <PartnerForm
            key={p.id}
            title={p.name_fr}
            defaultValues={{
              id: p.id,
              name_fr: p.name_fr,
              name_en: p.name_en ?? "",
              kind: p.kind as "bank",
              min_amount: p.min_amount,
              max_amount: p.max_amount,
              conditions_fr: p.conditions_fr,
              conditions_en: p.conditions_en ?? "",
              url: p.url ?? "",
              logo_path: p.logo_path ?? "",
              sort_order: p.sort_order,
              active: p.active,
            }}
          />
        ))}
      </ClientMessages>
    </div>
  );
}
