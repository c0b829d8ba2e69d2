import "server-only";
import { TAGS } from "@/lib/cache-tags";
import { BUSINESS_DATASET } from "../business-dataset";
import { datasetSteps, defineImportAction } from "./define-import";

/**
 * The business import (/admin/gestion/importentreprises): the steps of defineImportAction on the
 * business dataset (Postgres again: RLS on public.entreprises, the import_ref and plan triggers).
 * A batch may change published listings.
 */
export const importBusinessesAction = defineImportAction({
  name: "imports.businesses",
  steps: datasetSteps(BUSINESS_DATASET),
  withOwner: true,
  revalidates: [TAGS.listings],
});
