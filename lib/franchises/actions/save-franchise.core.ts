import "server-only";
import { upsertFranchise } from "@/lib/franchises/queries/editor";
import { franchiseSchema, franchiseSubmissionIssues } from "@/lib/franchises/schema";
import { defineEditorActions } from "@/lib/listings/editor-actions";

/** Saves a franchise page as it stands (a replaced logo leaves Storage); submit checks what a review needs first. */
export const { saveAction: saveFranchiseAction, submitAction: submitFranchiseAction } = defineEditorActions({
  kind: "franchise",
  schema: franchiseSchema,
  save: upsertFranchise,
  submissionIssues: franchiseSubmissionIssues,
});
