import "server-only";
import { PEOPLE_DATASET } from "../people-import";
import { datasetSteps, defineImportAction } from "./define-import";

/**
 * The people import (/admin/gestion/importusers): the steps of defineImportAction on the people
 * dataset (invitations, and their e-mail for the new ones). Postgres again: RLS on public.invitations.
 */
export const importPeopleAction = defineImportAction({
  name: "imports.people",
  steps: datasetSteps(PEOPLE_DATASET),
  withOwner: false,
});
