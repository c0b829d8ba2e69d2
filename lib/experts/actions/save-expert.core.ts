import "server-only";
import { upsertExpert } from "@/lib/experts/queries/editor";
import { expertSchema, expertSubmissionIssues } from "@/lib/experts/schema";
import { defineEditorActions } from "@/lib/listings/editor-actions";

/** Saves an expert profile as it stands (a replaced photo leaves Storage); submit checks what a review needs first. */
export const { saveAction: saveExpertAction, submitAction: submitExpertAction } = defineEditorActions({
  kind: "expert",
  schema: expertSchema,
  save: upsertExpert,
  submissionIssues: expertSubmissionIssues,
});
