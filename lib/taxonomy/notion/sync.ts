import "server-only";
import { createHash } from "node:crypto";
import type { Client } from "@/lib/supabase/types";
import { listCategoriesForSync, createCategory, updateCategory } from "@/lib/taxonomy/queries/categories";
import { createIndustry, listIndustries, updateIndustry } from "@/lib/taxonomy/queries/industries";
import { planNotionSync, type NotionPlan } from "./plan";
import { readNotionRows } from "./read";
import type { NotionSettings } from "./settings";

/** Reads the Notion database and the stored taxonomy (as the caller: RLS), and compares them. */
export async function loadNotionPlan(client: Client, settings: NotionSettings): Promise<NotionPlan> {
  const [rows, industries, categories] = await Promise.all([
    readNotionRows(settings),
    listIndustries(client),
    listCategoriesForSync(client),
  ]);
  return planNotionSync(rows, industries, categories);
}

/**
 * A digest of what applying would write: the page sends the one the admin saw, and applying
 * refuses when Notion or the taxonomy changed since (the admin looks again first).
 */
export function planFingerprint(plan: NotionPlan): string {
  const changes = [...plan.industries, ...plan.categories]
    .filter((t) => t.status !== "unchanged")
    .map((t) => [t.status, t.id, t.notionId, t.nameFr, t.nameEn, t.sectorIds]);
  return createHash("sha256").update(JSON.stringify(changes)).digest("hex");
}

/**
 * Writes the plan through the taxonomy's own queries, as the caller (Postgres lets only admins
 * write): industries first, so new categories can link to new industries. Empty English names and
 * Notion ids are stored as null (§5). Rows left alone are not written.
 */
export async function applyNotionPlan(client: Client, plan: NotionPlan): Promise<{ created: number; updated: number }> {
  let created = 0;
  let updated = 0;
  const industryIds = new Map<string, number>();
  for (const term of plan.industries) {
    const fields = { name_fr: term.nameFr, name_en: term.nameEn, notion_id: term.notionId };
    if (term.status === "unchanged" && term.id) industryIds.set(term.notionId, term.id);
    else if (term.id) industryIds.set(term.notionId, (await updateIndustry(client, term.id, fields)).id);
    else industryIds.set(term.notionId, (await createIndustry(client, fields)).id);
    if (term.status === "create") created += 1;
    if (term.status === "update") updated += 1;
  }
  for (const term of plan.categories) {
    if (term.status === "unchanged") continue;
    const fields = {
      name_fr: term.nameFr,
      name_en: term.nameEn,
      notion_id: term.notionId,
      industry_ids: term.sectorIds.map((id) => industryIds.get(id)!),
    };
    if (term.id) {
      await updateCategory(client, term.id, fields);
      updated += 1;
    } else {
      await createCategory(client, fields);
      created += 1;
    }
  }
  return { created, updated };
}
