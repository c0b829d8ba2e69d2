import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { ClientMessages } from "@/components/i18n/client-messages";
import type { Locale } from "@/lib/i18n/routing";
import { createClient } from "@/lib/supabase/server";
import { termPaths } from "@/lib/taxonomy/paths";
import { getCategory } from "@/lib/taxonomy/queries/categories";
import { getFranchiseCategory } from "@/lib/taxonomy/queries/franchise-categories";
import { getIndustry, listIndustries } from "@/lib/taxonomy/queries/industries";
import type { TaxonomyKind } from "@/lib/taxonomy/types";
import { CategoryForm, FranchiseCategoryForm, IndustryForm } from "./term-form";
import { EditHeader } from "@/components/data-table/list-page";

/** The id of an /{id}/edit page; anything but a positive whole number is a 404. */
export function termId(raw: string): number {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id <= 0) notFound();
  return id;
}

/** A taxonomy term's form: empty on /new, the stored term on /{id}/edit (a 404 when there is none). */
export async function TermEditPage({ kind, locale, id }: { kind: TaxonomyKind; locale: Locale; id?: number }) {
  const t = await getTranslations({ locale, namespace: "taxonomy" });
  const client = await createClient();
  const paths = termPaths(kind);
  let title: string;
  let form: ReactNode;

  if (kind === "entreprise_industries") {
    const industry = id ? await getIndustry(client, id) : null;
    if (id && !industry) notFound();
    title = industry
      ? t("editTitle.entreprise_industries", { name: industry.name_fr })
      : t("newTitle.entreprise_industries");
    form = (
      <IndustryForm
        label={title}
        listHref={paths.list}
        defaultValues={{
          id: industry?.id,
          name_fr: industry?.name_fr ?? "",
          name_en: industry?.name_en ?? "",
          notion_id: industry?.notion_id ?? "",
        }}
      />
    );
  } else if (kind === "entreprise_categories") {
    const [category, industries] = await Promise.all([id ? getCategory(client, id) : null, listIndustries(client)]);
    if (id && !category) notFound();
    title = category
      ? t("editTitle.entreprise_categories", { name: category.name_fr })
      : t("newTitle.entreprise_categories");
    form = (
      <CategoryForm
        label={title}
        listHref={paths.list}
        industries={industries.map((i) => ({
          value: String(i.id),
          label: locale === "en" ? (i.name_en ?? i.name_fr) : i.name_fr,
        }))}
        defaultValues={{
          id: category?.id,
          name_fr: category?.name_fr ?? "",
          name_en: category?.name_en ?? "",
          industry_ids: category?.industry_ids.map(String) ?? [],
        }}
      />
    );
  } else {
    const category = id ? await getFranchiseCategory(client, id) : null;
    if (id && !category) notFound();
    title = category
      ? t("editTitle.franchise_categories", { name: category.name_fr })
      : t("newTitle.franchise_categories");
    form = (
      <FranchiseCategoryForm
        label={title}
        listHref={paths.list}
        defaultValues={{ id: category?.id, name_fr: category?.name_fr ?? "", name_en: category?.name_en ?? "" }}
      />
    );
  }

  return (
    <div className="space-y-6">
      <EditHeader href={paths.list} back={t("back")} title={title} />
      <ClientMessages namespaces={["taxonomy", "formKit"]}>{form}</ClientMessages>
    </div>
  );
}
