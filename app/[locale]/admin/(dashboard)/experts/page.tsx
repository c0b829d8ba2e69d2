import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { profileColumns, readWorkspaceList, WorkspaceList } from "@/components/listings/workspace-list";
import { listWorkspaceExperts, type WorkspaceExpertRow } from "@/lib/experts/queries/editor";
import type { Locale } from "@/lib/i18n/routing";
import { createClient } from "@/lib/supabase/server";
import { EXPERT_STATUSES } from "@/components/listings/item-table";

export async function generateMetadata({ params }: PageProps<"/[locale]/admin/experts">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: "workspace.expert" });
  return { title: t("listTitle"), robots: { index: false } };
}

/** The user's expert profiles (a firm may have several): professions, status, publication and what can be done with each. */
export default async function WorkspaceExpertsPage({ params, searchParams }: PageProps<"/[locale]/admin/experts">) {
  const { locale, query, list } = await readWorkspaceList(params, searchParams, EXPERT_STATUSES, [
    "price",
    "confirmed",
  ]);
  const [t, tExperts] = await Promise.all([getTranslations("workspace.expert"), getTranslations("experts")]);
  const { rows, total } = await listWorkspaceExperts(await createClient(), list);
  const columns = await profileColumns<WorkspaceExpertRow>(
    "expert",
    locale,
    {
      header: t("colProfile"),
      title: (r) => (r.company ? `${r.name} — ${r.company}` : r.name),
      thumbnail: (r) => r.photo_url,
    },
    [
      {
        key: "professions",
        header: t("colProfessions"),
        cell: (r) => r.professions.map((p) => tExperts(`professions.${p}`)).join(", "),
      },
      { key: "regions", header: t("colRegions"), align: "end", wide: true, cell: (r) => r.region_ids.length },
    ],
    t("colPublished"),
  );
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
