"use server";

import { importPropertiesAction } from "./import-properties.core";

// The property import page's steps: read, dry run, one batch, the full report.
export async function importProperties(input: FormData) {
  return importPropertiesAction(input);
}
