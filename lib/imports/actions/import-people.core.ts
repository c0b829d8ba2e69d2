import "server-only";
import { createTranslator } from "use-intl/core";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";
import { defineAction } from "@/lib/actions/define-action";
import { fail, ok, type ActionResult } from "@/lib/actions/result";
import { toCsv } from "@/lib/csv";
import type { ImportStep } from "../engine";
import { detectMapping } from "../fields";
import { ImportFileError, parseUpload } from "../parse";
import { PEOPLE_FIELDS } from "../people";
import { allPeopleProblems, planPeopleImport, runPeopleImportBatch } from "../people-import";
import { importRequestSchema } from "../schema";

/**
 * The people import (/admin/gestion/importusers), one request at a time: `detect` reads the file
 * and proposes the mapping; `plan` is the dry run; `run` imports one batch (invitations, and their
 * e-mail for the new ones); `report` is every problem as a CSV in the admin's language.
 * Administrators only (and Postgres: RLS on public.invitations).
 */
export const importPeopleAction = defineAction({
  name: "imports.people",
  schema: importRequestSchema,
  access: "admin",
  handler: async ({ file, mode, mapping, batch, locale }, { client }): Promise<ActionResult<ImportStep>> => {
    let table;
    try {
      table = await parseUpload(file.name, Buffer.from(await file.arrayBuffer()));
    } catch (error) {
      if (error instanceof ImportFileError)
        return fail(`imports.fileErrors.${error.code}`, { file: `imports.fileErrors.${error.code}` });
      throw error;
    }
    const used = Object.keys(mapping).length ? mapping : detectMapping(PEOPLE_FIELDS, table.headers);
    const base = { headers: table.headers, mapping: used, rows: table.rows.length };
    switch (mode) {
      case "detect":
        return ok({ ...base, summary: null, report: null });
      case "plan":
        return ok({ ...base, summary: await planPeopleImport(client, table, used), report: null });
      case "run":
        return ok({ ...base, summary: await runPeopleImportBatch(client, table, used, batch), report: null });
      case "report": {
        const t = createTranslator({ locale, messages: locale === "en" ? en : fr, namespace: "imports" });
        const problems = await allPeopleProblems(client, table, used);
        const report = toCsv(
          [t("report.line"), t("report.column"), t("report.code"), t("report.message"), t("report.value")],
          problems.map((p) => [p.line, p.column, p.code, t(`problems.${p.code}` as "problems.required"), p.value]),
        );
        return ok({ ...base, summary: null, report });
      }
    }
  },
});
