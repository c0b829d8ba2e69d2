import "server-only";
import { TAGS } from "@/lib/cache-tags";
import { PROPERTY_DATASET } from "../property-dataset";
import { datasetSteps, defineImportAction } from "./define-import";

/**
 * The commercial property import (/admin/gestion/importimmobilier): the steps of defineImportAction
 * on the property dataset (Postgres again: RLS on public.immobilier, the import_ref and plan
 * triggers). A batch may change published listings.
 */
export const importPropertiesAction = defineImportAction({
  name: "imports.properties",
  steps: datasetSteps(PROPERTY_DATASET),
  withOwner: true,
  revalidates: [TAGS.listings],
});
