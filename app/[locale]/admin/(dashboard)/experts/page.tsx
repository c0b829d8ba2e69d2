import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ItemRowActions } from "@/components/listings/item-row-actions";
import { StatusBadge } from "@/components/listings/status-badge";
import { itemColumn, WorkspaceList, type ItemColumn } from "@/components/listings/workspace-list";
import { requireUser } from "@/lib/auth/guards";
import { listWorkspaceExperts, type WorkspaceExpertRow } from "@/lib/experts/queries/editor";
import type { Locale } from "@/lib/i18n/routing";
import { createClient } from "@/lib/supabase/server";
import { formatRelativeDate } from "@/lib/i18n/format";
import { EXPERT_STATUSES, PAGE_SIZE, readItemTable } from "@/components/listings/item-table";

export async function generateMetadata({ params }: PageProps<"/[locale]/admin/experts">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: "workspace.expert" });
  return { title: t("listTitle"), robots: { index: false } };
}

/** The user's expert profiles (a firm may have several): professions, status, publication and what can be done with each. */
export default async function WorkspaceExpertsPage({ params, searchParams }: PageProps<"/[locale]/admin/experts">) {
  const { locale: raw } = await params;
  const locale = raw as Locale;
  setRequestLocale(locale);
  await requireUser();
  const [t, tl, tExperts] = await Promise.all([
    getTranslations("workspace.expert"),
    getTranslations("workspace.list"),
    getTranslations("experts"),
  ]);
  const query = readItemTable(await searchParams, EXPERT_STATUSES);
  const { rows, total } = await listWorkspaceExperts(await createClient(), {
    scope: "mine",
    status: query.filters.status,
    sort: query.sort === "price" || query.sort === "confirmed" ? "updated" : query.sort,
    dir: query.dir,
    limit: PAGE_SIZE,
    offset: (query.page - 1) * PAGE_SIZE,
  });
  const title = (r: WorkspaceExpertRow) => (r.company ? `${r.name} — ${r.company}` : r.name);
  const columns: ItemColumn<WorkspaceExpertRow>[] = [
    await itemColumn<WorkspaceExpertRow>("expert", t("colProfile"), title, (r) => r.photo_url),
    { key: "status", header: tl("colStatus"), cell: (r) => <StatusBadge status={r.status} /> },
    {
      key: "professions",
      header: t("colProfessions"),
      cell: (r) => r.professions.map((p) => tExperts(`professions.${p}`)).join(", "),
    },
    { key: "regions", header: t("colRegions"), align: "end", wide: true, cell: (r) => r.region_ids.length },
    {
      key: "published",
      header: t("colPublished"),
      sort: "published",
      wide: true,
      cell: (r) => (r.published_at ? formatRelativeDate(r.published_at, locale) : tl("never")),
    },
    {
      key: "actions",
      header: tl("colActions"),
      cell: (r) => <ItemRowActions kind="expert" id={r.id} slug={r.slug} status={r.status} title={r.name} />,
    },
  ];
  return (
    <WorkspaceList
      kind="expert"
      locale={locale}
      title={t("listTitle")}
      intro={t("listIntro")}
      newLabel={t("newExpert")}
      caption={t("caption")}
      emptyAll={t("emptyAll")}
      statuses={EXPERT_STATUSES}
      query={query}
      rows={rows}
      total={total}
      columns={columns}
    />
  );
}
