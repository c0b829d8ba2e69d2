import { NotionSync, type NotionSyncState } from "@/components/taxonomy/notion-sync";
import { requireAdmin } from "@/lib/auth/guards";
import { pageLocale } from "@/lib/i18n/page-locale";
import { serverEnv } from "@/lib/server-env";
import { createClient } from "@/lib/supabase/server";
import { NotionReadError } from "@/lib/taxonomy/notion/read";
import { notionSettings } from "@/lib/taxonomy/notion/settings";
import { loadNotionPlan, planFingerprint } from "@/lib/taxonomy/notion/sync";
import { signedInMetadata } from "@/lib/site/metadata";

export const generateMetadata = signedInMetadata("notion.metaTitle");

/** Without NOTION_TOKEN and NOTION_DATABASE_ID: what to set; else Notion read now and compared with the taxonomy. */
async function syncState(): Promise<NotionSyncState> {
  const settings = notionSettings(serverEnv());
  if (!settings) return { kind: "setup" };
  try {
    const plan = await loadNotionPlan(await createClient(), settings);
    return { kind: "plan", plan, fingerprint: planFingerprint(plan) };
  } catch (error) {
    if (!(error instanceof NotionReadError)) throw error;
    console.error("[notion] read failed:", error.message);
    return { kind: "failed", failure: error.failure, property: error.property };
  }
}

/** The Notion sync of industries and categories (issue 22, docs/notion.md): preview, then apply on confirmation. */
export default async function Page({ params }: PageProps<"/[locale]/admin/gestion/notion">) {
  const locale = await pageLocale(params);
  await requireAdmin();
  return <NotionSync locale={locale} state={await syncState()} />;
}
