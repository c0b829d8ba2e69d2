import { ImportPage, importMetadata } from "@/components/imports/import-page";
import { importBusinesses } from "@/lib/imports/actions/import-businesses";
import { BUSINESS_FIELDS } from "@/lib/imports/businesses";

export const generateMetadata = importMetadata("imports.businesses");

/** /admin/gestion/importentreprises: business listings from a CSV or XLSX file, checked before they are imported for review. */
export default function ImportBusinessesPage({ params }: PageProps<"/[locale]/admin/gestion/importentreprises">) {
  return (
    <ImportPage
      params={params}
      namespace="imports.businesses"
      fields={BUSINESS_FIELDS}
      withOwner
      action={importBusinesses}
    />
  );
}
