"use server";

import { importPeopleAction } from "./import-people.core";

// The people import page's steps: read, dry run, one batch, the full report.
export async function importPeople(input: FormData) {
  return importPeopleAction(input);
}
