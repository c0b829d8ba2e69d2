import "server-only";
import { PEOPLE_FIELDS } from "../people";
import { allPeopleProblems, planPeopleImport, runPeopleImportBatch } from "../people-import";
import { defineImportAction } from "./define-import";

/**
 * The people import (/admin/gestion/importusers): the steps of defineImportAction on invitations
 * (a batch writes them, and sends the new ones their e-mail). Postgres again: RLS on public.invitations.
 */
export const importPeopleAction = defineImportAction({
  name: "imports.people",
  steps: {
    fields: PEOPLE_FIELDS,
    plan: (client, table, mapping) => planPeopleImport(client, table, mapping),
    run: (client, table, mapping, _owner, batch) => runPeopleImportBatch(client, table, mapping, batch),
    problems: (client, table, mapping) => allPeopleProblems(client, table, mapping),
  },
  withOwner: false,
});
