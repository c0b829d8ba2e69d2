"use server";

import type { PrequalificationMarkInput, PrequalificationRequestInput } from "@/lib/financing/prequalification/schema";
import {
  deletePrequalificationAction,
  recordPrequalificationAction,
  requestPrequalificationAction,
} from "./prequalification.core";

// A signed-in buyer asks lenders of the directory to pre-qualify them.
export async function requestPrequalification(input: PrequalificationRequestInput) {
  return requestPrequalificationAction(input);
}

// The team records, corrects or extends a lender's pre-qualification (admins only).
export async function recordPrequalification(input: PrequalificationMarkInput) {
  return recordPrequalificationAction(input);
}

// The team withdraws a pre-qualification (admins only).
export async function deletePrequalificationMark(input: { id: number }) {
  return deletePrequalificationAction(input);
}
