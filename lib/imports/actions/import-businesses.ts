"use server";

import { importBusinessesAction } from "./import-businesses.core";

// The business import page's steps: read, dry run, one batch, the full report.
export async function importBusinesses(input: FormData) {
  return importBusinessesAction(input);
}
