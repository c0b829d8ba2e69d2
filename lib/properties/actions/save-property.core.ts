import "server-only";
import { upsertProperty } from "@/lib/properties/queries/editor";
import { propertySchema, propertySubmissionIssues } from "@/lib/properties/schema";
import { defineEditorActions, withPhotoCleanup } from "@/lib/listings/editor-actions";

/** Saves a property as it stands (dropping the photos it no longer uses); submit checks what a review needs first. */
export const { saveAction: savePropertyAction, submitAction: submitPropertyAction } = defineEditorActions({
  kind: "immobilier",
  schema: propertySchema,
  save: withPhotoCleanup("immobilier", upsertProperty),
  submissionIssues: propertySubmissionIssues,
});
