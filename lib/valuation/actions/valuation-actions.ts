"use server";

import type { EvaluationInput } from "@/lib/valuation/schema";
import {
  createBusinessFromEvaluationAction,
  deleteEvaluationAction,
  rotateEvaluationLinkAction,
  saveEstimateAction,
  saveEvaluationAction,
  setEvaluationSharingAction,
} from "./valuation-actions.core";

// Saves the full valuation.
export async function saveEvaluation(input: EvaluationInput) {
  return saveEvaluationAction(input);
}

// Stores an instant estimate (form data from /admin/evaluations/new) as a valuation.
export async function saveEstimate(input: FormData) {
  return saveEstimateAction(input);
}

// Turns the share link on or off.
export async function setEvaluationSharing(input: { id: string; enabled: boolean }) {
  return setEvaluationSharingAction(input);
}

// Replaces the share link.
export async function rotateEvaluationLink(input: { id: string }) {
  return rotateEvaluationLinkAction(input);
}

// Deletes a valuation.
export async function deleteEvaluationById(input: { id: string }) {
  return deleteEvaluationAction(input);
}

// Opens a business draft from a valuation.
export async function createBusinessFromEvaluation(input: { id: string }) {
  return createBusinessFromEvaluationAction(input);
}
