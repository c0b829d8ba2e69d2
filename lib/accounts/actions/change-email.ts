"use server";

import { changeEmailAction } from "./profile.core";

// Asks the Auth API to change the account's e-mail; it takes effect once the e-mailed link is opened.
export async function changeEmail(input: { email: string }) {
  return changeEmailAction(input);
}
