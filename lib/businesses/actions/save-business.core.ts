import "server-only";
import { upsertBusiness } from "@/lib/businesses/queries/editor";
import { businessSchema, businessSubmissionIssues } from "@/lib/businesses/schema";
import { defineEditorActions, withPhotoCleanup } from "@/lib/listings/editor-actions";

/** Saves a business listing (new or edited) as it stands, whatever its status; drops the photos it no longer uses. Submit: saves, checks what a review needs, then submits. */
export const { saveAction: saveBusinessAction, submitAction: submitBusinessAction } = defineEditorActions({
  kind: "entreprise",
  schema: businessSchema,
  save: withPhotoCleanup("entreprise", upsertBusiness),
  submissionIssues: businessSubmissionIssues,
});
