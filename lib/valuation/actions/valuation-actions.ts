"use server";

import type { SaveEstimateInput, ValuationInput } from "@/lib/valuation/schema";
import {
  createBusinessFromValuationAction,
  deleteValuationAction,
  rotateValuationLinkAction,
  saveEstimateAction,
  saveValuationAction,
  setValuationSharingAction,
} from "./valuation-actions.core";

// Saves the full valuation.
export async function saveValuation(input: ValuationInput) {
  return saveValuationAction(input);
}

// Stores an instant estimate (form data from /admin/evaluations/new) as a valuation.
export async function saveEstimate(input: SaveEstimateInput) {
  return saveEstimateAction(input);
}

// Turns the share link on or off.
export async function setValuationSharing(input: { id: string; enabled: boolean }) {
  return setValuationSharingAction(input);
}

// Replaces the share link.
export async function rotateValuationLink(input: { id: string }) {
  return rotateValuationLinkAction(input);
}

// Deletes a valuation.
export async function deleteValuationById(input: { id: string }) {
  return deleteValuationAction(input);
}

// Opens a business draft from a valuation.
export async function createBusinessFromValuation(input: { id: string }) {
  return createBusinessFromValuationAction(input);
}
