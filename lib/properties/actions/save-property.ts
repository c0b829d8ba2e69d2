"use server";

import type { PropertyInput } from "@/lib/properties/schema";
import { savePropertyAction, submitPropertyAction } from "./save-property.core";

// Saves a property draft or edit (autosave and the "Save" button).
export async function saveProperty(input: PropertyInput) {
  return savePropertyAction(input);
}

// Saves the property and submits it for review.
export async function submitProperty(input: PropertyInput) {
  return submitPropertyAction(input);
}
