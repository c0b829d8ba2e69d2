import { getTranslations } from "next-intl/server";
import type { Column } from "@/components/data-table/data-table";
import { SearchTable } from "@/components/data-table/search-form";
import { ListHeader } from "@/components/data-table/list-page";
import { ClientMessages } from "@/components/i18n/client-messages";
import { buttonClasses } from "@/components/ui/button";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { createClient } from "@/lib/supabase/server";
import type { Client } from "@/lib/supabase/types";
import type { TermSort } from "@/lib/taxonomy/admin-list";
import { termPage } from "./term-page";
import { termPaths } from "@/lib/taxonomy/paths";
import { listCategories } from "@/lib/taxonomy/queries/categories";
import { listFranchiseCategoryTerms } from "@/lib/taxonomy/queries/franchise-categories";
import { listIndustriesWithCategories } from "@/lib/taxonomy/queries/industries";
import { listTaxonomyUsage } from "@/lib/taxonomy/queries/usage";
import type { TaxonomyKind } from "@/lib/taxonomy/types";
import { TermActions } from "./term-actions";
import { termNameColumn } from "./term-name-column";

type Raw = Record<string, string | string[] | undefined>;
type Term = { id: number; name_fr: string; name_en: string | null; detail: string[]; listing_count: number };

/** Each list's rows with what its third column shows: an industry's categories, a category's industries, a franchise category's slug. */
async function readTerms(client: Client, kind: TaxonomyKind): Promise<Omit<Term, "listing_count">[]> {
  if (kind === "entreprise_industries")
    return (await listIndustriesWithCategories(client)).map((i) => ({
      ...i,
      detail: i.categories.map((c) => c.name_fr),
    }));
  if (kind === "entreprise_categories")
    return (await listCategories(client)).map((c) => ({ ...c, detail: c.industries.map((i) => i.name_fr) }));
  return (await listFranchiseCategoryTerms(client)).map((c) => ({ ...c, detail: [c.slug] }));
}

/**
 * A back-office taxonomy list (industries, business categories, franchise categories): search, order
 * by French name or by use, each term's listing count, edit and delete; the state is in the URL.
 */
export async function TermListPage({
  kind,
  locale,
  searchParams,
}: {
  kind: TaxonomyKind;
  locale: Locale;
  searchParams: Raw;
}) {
  const t = await getTranslations({ locale, namespace: "taxonomy" });
  const paths = termPaths(kind);
  const client = await createClient();
  const [terms, counts] = await Promise.all([readTerms(client, kind), listTaxonomyUsage(client, kind)]);
  const { query, rows, total } = termPage(searchParams, terms, counts);
  const countText = (n: number) =>
    kind === "franchise_categories" ? t("countFranchises", { count: n }) : t("countBusinesses", { count: n });
  const detailHeader =
    kind === "entreprise_industries"
      ? t("columns.categories")
      : kind === "entreprise_categories"
        ? t("columns.industries")
        : t("columns.slug");

  const columns: Column<Term, TermSort>[] = [
    termNameColumn(t("columns.name")),
    {
      key: "detail",
      header: detailHeader,
      wide: true,
      cell: (r) =>
        r.detail.length === 0 ? (
          <span className="text-neutral-700 dark:text-neutral-300">{t("noIndustry")}</span>
        ) : (
          <p className="max-w-md text-neutral-800 dark:text-neutral-200">{r.detail.join(", ")}</p>
        ),
    },
    {
      key: "count",
      header: t("columns.count"),
      sort: "count",
      align: "end",
      cell: (r) => <span className="whitespace-nowrap">{countText(r.listing_count)}</span>,
    },
    {
      key: "actions",
      header: t("columns.actions"),
      cell: (r) => (
        <TermActions
          kind={kind}
          id={r.id}
          name={r.name_fr}
          editHref={paths.edit(r.id)}
          // A category still used cannot be deleted (an industry can: only its links go).
          blocked={
            kind !== "entreprise_industries" && r.listing_count > 0
              ? t(`inUse.${kind}`, { count: r.listing_count })
              : undefined
          }
        />
      ),
    },
  ];

  return (
    <ClientMessages namespaces={["taxonomy", "dataTable"]}>
      <div className="space-y-6">
        <ListHeader
          title={t(`title.${kind}`)}
          intro={t(`intro.${kind}`)}
          aside={
            <Link href={paths.new} className={buttonClasses()}>
              {t(`add.${kind}`)}
            </Link>
          }
        />
        <SearchTable
          table={{ t, query, pathname: paths.list, locale, searchParams }}
          caption={t(`caption.${kind}`)}
          list={{ rows, total }}
          columns={columns}
        />
      </div>
    </ClientMessages>
  );
}
