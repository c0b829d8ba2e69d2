"use server";

import { setPreferenceAlertAction } from "./saved-searches.core";

export async function setPreferenceAlert(input: Parameters<typeof setPreferenceAlertAction>[0]) {
  return setPreferenceAlertAction(input);
}
