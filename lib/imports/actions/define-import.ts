import "server-only";
import { createTranslator } from "use-intl/core";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";
import { defineAction } from "@/lib/actions/define-action";
import { fail, ok, type ActionResult } from "@/lib/actions/result";
import type { CacheTag } from "@/lib/cache-tags";
import { toCsv } from "@/lib/csv";
import { listAccountsByEmail } from "../queries";
import type { Client } from "@/lib/supabase/types";
import { allProblems, planImport, runImportBatch, type Dataset, type ImportStep, type ImportSummary } from "../engine";
import { detectMapping, type FieldDef, type ImportProblem, type Mapping } from "../fields";
import { ImportFileError, parseUpload, type Table } from "../parse";
import { importRequestSchema } from "../schema";

/** What an import does at each step, given the file read, its mapping and the default owner's id. */
export type ImportSteps = {
  fields: readonly FieldDef[];
  plan: (client: Client, table: Table, mapping: Mapping, owner: string | null) => Promise<ImportSummary>;
  run: (client: Client, table: Table, mapping: Mapping, owner: string | null, batch: number) => Promise<ImportSummary>;
  problems: (client: Client, table: Table, mapping: Mapping, owner: string | null) => Promise<ImportProblem[]>;
};

/** The steps of a dataset of the engine. */
export function datasetSteps<R>(dataset: Dataset<R>): ImportSteps {
  return {
    fields: dataset.fields,
    plan: (client, table, mapping, owner) => planImport(dataset, client, table, mapping, owner),
    run: (client, table, mapping, owner, batch) => runImportBatch(dataset, client, table, mapping, owner, batch),
    problems: (client, table, mapping, owner) => allProblems(dataset, client, table, mapping, owner),
  };
}

async function ownerByEmail(client: Client, email: string): Promise<string | null | "unknown"> {
  if (!email) return null;
  const [account] = await listAccountsByEmail(client, [email]);
  return account?.id ?? "unknown";
}

/** Every problem as the downloadable report: a CSV in the admin's language. */
function reportCsv(problems: ImportProblem[], locale: "fr" | "en") {
  const t = createTranslator({ locale, messages: locale === "en" ? en : fr, namespace: "imports" });
  return toCsv(
    [t("report.line"), t("report.column"), t("report.code"), t("report.message"), t("report.value")],
    problems.map((p) => [
      p.line,
      p.column ?? t(`fields.${p.field}` as "fields.reference"),
      p.code,
      t(`problems.${p.code}` as "problems.plan_limit", p.params as { owner: string; plan: string; limit: number }),
      p.value,
    ]),
  );
}

/**
 * An import page's action, one request at a time: `detect` reads the file and proposes the mapping;
 * `plan` is the dry run; `run` imports one batch; `report` is every problem as a CSV in the admin's
 * language. Administrators only (defineAction), and Postgres again (RLS, the tables' triggers).
 * With `withOwner`, the form's default owner (an e-mail) must be an account.
 */
export function defineImportAction({
  name,
  steps,
  withOwner,
  revalidates,
}: {
  name: string;
  steps: ImportSteps;
  withOwner: boolean;
  /** The cache tags a batch may change (the dry run and the report change nothing). */
  revalidates?: readonly CacheTag[];
}) {
  return defineAction<typeof importRequestSchema, ImportStep, "admin">({
    name,
    schema: importRequestSchema,
    access: "admin",
    handler: async (
      { file, mode, mapping, owner_email, batch, locale },
      { client },
    ): Promise<ActionResult<ImportStep>> => {
      let table;
      try {
        table = await parseUpload(file.name, Buffer.from(await file.arrayBuffer()));
      } catch (error) {
        if (error instanceof ImportFileError)
          return fail(`imports.fileErrors.${error.code}`, { file: `imports.fileErrors.${error.code}` });
        throw error;
      }
      const owner = withOwner ? await ownerByEmail(client, owner_email) : null;
      if (owner === "unknown")
        return fail("imports.errors.unknownOwner", { owner_email: "imports.errors.unknownOwner" });
      const used = Object.keys(mapping).length ? mapping : detectMapping(steps.fields, table.headers);
      const base = { headers: table.headers, mapping: used, rows: table.rows.length, summary: null, report: null };
      switch (mode) {
        case "detect":
          return ok(base);
        case "plan":
          return ok({ ...base, summary: await steps.plan(client, table, used, owner) });
        case "run":
          return ok({ ...base, summary: await steps.run(client, table, used, owner, batch) });
        case "report":
          return ok({ ...base, report: reportCsv(await steps.problems(client, table, used, owner), locale) });
      }
    },
    // The test of cache revalidation asks without an input: the tags a batch may change.
    revalidates: (input) => ((input?.mode && input.mode !== "run") || !revalidates ? [] : revalidates),
  });
}
