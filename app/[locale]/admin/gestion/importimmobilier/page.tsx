import { ImportPage, importMetadata } from "@/components/imports/import-page";
import { importProperties } from "@/lib/imports/actions/import-properties";
import { PROPERTY_FIELDS } from "@/lib/imports/properties";

export const generateMetadata = importMetadata("imports.properties");

/** /admin/gestion/importimmobilier: commercial properties from a CSV or XLSX file, checked before they are imported for review. */
export default function ImportPropertiesPage({ params }: PageProps<"/[locale]/admin/gestion/importimmobilier">) {
  return (
    <ImportPage
      params={params}
      namespace="imports.properties"
      fields={PROPERTY_FIELDS}
      withOwner
      action={importProperties}
    />
  );
}
