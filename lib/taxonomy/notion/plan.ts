import type { SyncedCategory } from "@/lib/taxonomy/queries/categories";
import type { Industry } from "@/lib/taxonomy/types";
import { MAX_SECTORS, type NotionRow } from "./shape";

/** What applying does to a row: add it, change it, or leave it as it is. */
export type PlanStatus = "create" | "update" | "unchanged";

/** One industry or category of the Notion database and what the sync does with it. */
export type PlannedTerm = {
  notionId: string;
  nameFr: string;
  nameEn: string | null;
  status: PlanStatus;
  /** The stored row it changes or leaves alone; null for a new one. */
  id: number | null;
  /** The stored values a change replaces (null for a new row or one left alone). */
  before: { nameFr: string; nameEn: string | null; sectors: string[] } | null;
  /** Categories: their industries' Notion ids and French names, own sector first (empty for an industry). */
  sectorIds: string[];
  sectors: string[];
};

/** Why a row of the database is skipped; each has its text in the `notion.problems` messages. */
type PlanProblemCode =
  "noName" | "nameTooLong" | "duplicateName" | "nameTaken" | "sectorNotIndustry" | "tooManySectors";

type PlanProblem = { notionId: string; name: string; code: PlanProblemCode };

export type NotionPlan = {
  industries: PlannedTerm[];
  categories: PlannedTerm[];
  /** Rows skipped, with why; the others are applied without them. */
  problems: PlanProblem[];
  /** Stored rows linked to a Notion page that is no longer in the database: kept (the sync never deletes). */
  absent: { industries: string[]; categories: string[] };
};

const NAME_MAX = 150;
const key = (name: string) => name.toLowerCase();
const byName = (a: { nameFr: string }, b: { nameFr: string }) => a.nameFr.localeCompare(b.nameFr, "fr");

type Stored = { id: number; name_fr: string; name_en: string | null; notion_id: string | null };

/**
 * Pairs each Notion row with its stored row: the one with its Notion id, else one of the same French
 * name (case aside) not yet linked to Notion, which the sync then links. A new name that a stored row
 * keeps is refused (names are unique, case aside).
 */
function matcher<T extends Stored>(stored: T[], rows: NotionRow[]) {
  const byNotion = new Map(stored.filter((s) => s.notion_id).map((s) => [s.notion_id!, s]));
  const byFrench = new Map(stored.map((s) => [key(s.name_fr), s]));
  const claimed = new Set<number>();
  const matches = new Map<string, T | null>();
  for (const row of rows) {
    const found = byNotion.get(row.notionId);
    if (found) claimed.add(found.id);
    matches.set(row.notionId, found ?? null);
  }
  for (const row of rows) {
    if (matches.get(row.notionId)) continue;
    const same = byFrench.get(key(row.nameFr));
    if (same && !same.notion_id && !claimed.has(same.id)) {
      claimed.add(same.id);
      matches.set(row.notionId, same);
    }
  }
  return {
    match: (row: NotionRow) => matches.get(row.notionId) ?? null,
    /** Whether another stored row, which no Notion row takes over, keeps this French name. */
    nameTaken: (row: NotionRow, own: T | null) => {
      const holder = byFrench.get(key(row.nameFr));
      return Boolean(holder && holder.id !== own?.id && !claimed.has(holder.id));
    },
  };
}

/** The French names of stored rows linked to a Notion page the database no longer has. */
function absent(stored: Stored[], rows: NotionRow[]): string[] {
  const ids = new Set(rows.map((r) => r.notionId));
  return stored.filter((s) => s.notion_id && !ids.has(s.notion_id)).map((s) => s.name_fr);
}

/** Rows with a name, within the length limit, whose French name is not already another row's (case aside). */
function usable(rows: NotionRow[], problems: PlanProblem[]): NotionRow[] {
  const seen = new Set<string>();
  return rows.filter((row) => {
    const problem: PlanProblemCode | null = !row.nameFr
      ? "noName"
      : row.nameFr.length > NAME_MAX || (row.nameEn?.length ?? 0) > NAME_MAX
        ? "nameTooLong"
        : seen.has(key(row.nameFr))
          ? "duplicateName"
          : null;
    if (problem) problems.push({ notionId: row.notionId, name: row.nameFr, code: problem });
    else seen.add(key(row.nameFr));
    return !problem;
  });
}

/** A row paired with its stored row: created, changed or left alone; `sameLinks`: a category's industries are as stored. */
function plannedTerm(
  row: NotionRow,
  stored: Stored | null,
  sectors: { ids: string[]; names: string[]; before: string[]; sameLinks: boolean },
): PlannedTerm {
  const same =
    stored &&
    sectors.sameLinks &&
    stored.name_fr === row.nameFr &&
    stored.name_en === row.nameEn &&
    stored.notion_id === row.notionId;
  return {
    notionId: row.notionId,
    nameFr: row.nameFr,
    nameEn: row.nameEn,
    status: !stored ? "create" : same ? "unchanged" : "update",
    id: stored?.id ?? null,
    before: stored && !same ? { nameFr: stored.name_fr, nameEn: stored.name_en, sectors: sectors.before } : null,
    sectorIds: sectors.ids,
    sectors: sectors.names,
  };
}

/**
 * What the sync would do (issue 22): each row of the Notion database without "Secteurs" is an
 * industry, each with "Secteurs" a category of those industries. Rows are matched to stored ones by
 * `notion_id` (§3), names compared as stored (French, English; an empty English name is null, §5),
 * a category's industries too (its own sector first). Both lists are by French name (§4).
 */
export function planNotionSync(
  rows: NotionRow[],
  storedIndustries: Industry[],
  storedCategories: SyncedCategory[],
): NotionPlan {
  const problems: PlanProblem[] = [];
  const industryRows = usable(
    rows.filter((r) => r.sectorIds.length === 0),
    problems,
  );
  const industryById = new Map(industryRows.map((r) => [r.notionId, r]));
  const categoryRows = usable(
    rows.filter((r) => r.sectorIds.length > 0),
    problems,
  ).filter((row) => {
    const code: PlanProblemCode | null =
      row.sectorsTruncated || new Set(row.sectorIds).size > MAX_SECTORS
        ? "tooManySectors"
        : row.sectorIds.some((id) => !industryById.has(id))
          ? "sectorNotIndustry"
          : null;
    if (code) problems.push({ notionId: row.notionId, name: row.nameFr, code });
    return !code;
  });

  const industryMatch = matcher(storedIndustries, industryRows);
  const industries: PlannedTerm[] = [];
  for (const row of industryRows) {
    const stored = industryMatch.match(row);
    if (industryMatch.nameTaken(row, stored)) {
      problems.push({ notionId: row.notionId, name: row.nameFr, code: "nameTaken" });
      continue;
    }
    industries.push(plannedTerm(row, stored, { ids: [], names: [], before: [], sameLinks: true }));
  }

  // A category whose industry is skipped (its name taken) waits with it.
  const planned = new Map(industries.map((i) => [i.notionId, i]));
  const industryName = new Map(storedIndustries.map((i) => [i.id, i.name_fr]));
  const categoryMatch = matcher(storedCategories, categoryRows);
  const categories: PlannedTerm[] = [];
  for (const row of categoryRows) {
    const sectorIds = [...new Set(row.sectorIds)];
    if (sectorIds.some((id) => !planned.has(id))) {
      problems.push({ notionId: row.notionId, name: row.nameFr, code: "sectorNotIndustry" });
      continue;
    }
    const stored = categoryMatch.match(row);
    if (categoryMatch.nameTaken(row, stored)) {
      problems.push({ notionId: row.notionId, name: row.nameFr, code: "nameTaken" });
      continue;
    }
    // The industries as stored ids; one still to create never equals a stored link.
    const wanted = sectorIds.map((id) => planned.get(id)?.id ?? `new:${id}`);
    const current = stored?.industry_ids ?? [];
    const sameLinks =
      wanted.length === current.length &&
      wanted[0] === current[0] &&
      wanted.every((id) => current.includes(id as number));
    categories.push(
      plannedTerm(row, stored, {
        ids: sectorIds,
        names: sectorIds.map((id) => industryById.get(id)!.nameFr),
        before: current.map((id) => industryName.get(id) ?? String(id)),
        sameLinks,
      }),
    );
  }

  return {
    industries: industries.sort(byName),
    categories: categories.sort(byName),
    problems: problems.sort((a, b) => a.name.localeCompare(b.name, "fr")),
    absent: { industries: absent(storedIndustries, rows), categories: absent(storedCategories, rows) },
  };
}

/** How many rows each status has, industries and categories together. */
export function planCounts(plan: NotionPlan): Record<PlanStatus, number> {
  const counts: Record<PlanStatus, number> = { create: 0, update: 0, unchanged: 0 };
  for (const term of [...plan.industries, ...plan.categories]) counts[term.status] += 1;
  return counts;
}
