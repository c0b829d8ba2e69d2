"use server";

import type {
  BlockUserInput,
  UserAdminFlagInput,
  UserDetailsInput,
  UserIdInput,
} from "@/lib/accounts/schemas/admin-user";
import { blockUserAction, saveUserDetailsAction, setUserAdminAction, unblockUserAction } from "./manage-user.core";

// The back office's writes on an account; admins only (defineAction), and Postgres checks again (RLS, profiles_guard).
export async function saveUserDetails(input: UserDetailsInput) {
  return saveUserDetailsAction(input);
}

export async function setUserAdmin(input: UserAdminFlagInput) {
  return setUserAdminAction(input);
}

export async function blockUser(input: BlockUserInput) {
  return blockUserAction(input);
}

export async function unblockUser(input: UserIdInput) {
  return unblockUserAction(input);
}
