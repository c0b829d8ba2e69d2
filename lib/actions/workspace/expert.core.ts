import "server-only";
import { saveExpert } from "@/lib/data/workspace-experts";
import { expertSchema, expertSubmissionIssues } from "@/lib/schemas/expert";
import { defineEditorActions } from "./editor-actions";

/** Saves an expert profile as it stands (a replaced photo leaves Storage); submit checks what a review needs first. */
export const { saveAction: saveExpertAction, submitAction: submitExpertAction } = defineEditorActions({
  kind: "expert",
  schema: expertSchema,
  save: saveExpert,
  submissionIssues: expertSubmissionIssues,
});
