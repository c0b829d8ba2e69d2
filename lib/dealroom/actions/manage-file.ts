"use server";

import type { DocumentDetailsInput, DocumentRefInput, FileSettingsInput, ReorderInput } from "../schema";
import {
  deleteDocumentAction,
  reorderDocumentsAction,
  saveDocumentDetailsAction,
  saveFileSettingsAction,
} from "./manage-file.core";

// A document's title and category; Postgres checks again (RLS: the owner or an admin).
export async function saveDocumentDetails(input: DocumentDetailsInput) {
  return saveDocumentDetailsAction(input);
}

// Deletes a document of the seller's file and its object.
export async function deleteDocument(input: DocumentRefInput) {
  return deleteDocumentAction(input);
}

// Puts the file's documents in the given order.
export async function reorderFileDocuments(input: ReorderInput) {
  return reorderDocumentsAction(input);
}

// The file's website, owner's name and the seller's clauses of the agreement.
export async function saveFileSettings(input: FileSettingsInput) {
  return saveFileSettingsAction(input);
}
