import "server-only";
import { createTranslator } from "use-intl/core";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";
import { defineAction } from "@/lib/actions/define-action";
import { fail, ok, type ActionResult } from "@/lib/actions/result";
import { TAGS } from "@/lib/cache-tags";
import { raise } from "@/lib/supabase/errors";
import type { Client } from "@/lib/supabase/types";
import { BUSINESS_DATASET } from "../business-dataset";
import { toCsv } from "@/lib/csv";
import { allProblems, planImport, runImportBatch, type ImportStep } from "../engine";
import { detectMapping } from "../fields";
import { ImportFileError, parseUpload } from "../parse";
import { importRequestSchema } from "../schema";

async function ownerByEmail(client: Client, email: string): Promise<string | null | "unknown"> {
  if (!email) return null;
  const { data, error } = await client.from("profiles").select("id").eq("email", email).maybeSingle();
  if (error) raise(error);
  return data?.id ?? "unknown";
}

/**
 * The business import (/admin/gestion/importentreprises), one request at a time: `detect` reads
 * the file and proposes the mapping; `plan` is the dry run; `run` imports one batch; `report`
 * is every problem as a CSV in the admin's language. Administrators only (and Postgres: RLS on
 * public.entreprises, the import_ref trigger).
 */
export const importBusinessesAction = defineAction({
  name: "imports.businesses",
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
    const owner = await ownerByEmail(client, owner_email);
    if (owner === "unknown") return fail("imports.errors.unknownOwner", { owner_email: "imports.errors.unknownOwner" });
    const used = Object.keys(mapping).length ? mapping : detectMapping(BUSINESS_DATASET.fields, table.headers);
    const base = { headers: table.headers, mapping: used, rows: table.rows.length };
    switch (mode) {
      case "detect":
        return ok({ ...base, summary: null, report: null });
      case "plan":
        return ok({ ...base, summary: await planImport(BUSINESS_DATASET, client, table, used, owner), report: null });
      case "run":
        return ok({
          ...base,
          summary: await runImportBatch(BUSINESS_DATASET, client, table, used, owner, batch),
          report: null,
        });
      case "report": {
        const t = createTranslator({ locale, messages: locale === "en" ? en : fr, namespace: "imports" });
        const problems = await allProblems(BUSINESS_DATASET, client, table, used, owner);
        const report = toCsv(
          [t("report.line"), t("report.column"), t("report.code"), t("report.message"), t("report.value")],
          problems.map((p) => [p.line, p.column, p.code, t(`problems.${p.code}` as "problems.required"), p.value]),
        );
        return ok({ ...base, summary: null, report });
      }
    }
  },
  // A batch may change published listings; the dry run and the report change nothing.
  revalidates: (input) => (input?.mode && input.mode !== "run" ? [] : [TAGS.listings]),
});
