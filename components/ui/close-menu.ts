"use client";

import { createContext, useContext } from "react";

/**
 * Closes the menu an action sits in (after the action is done), when it sits in one: the
 * back office's row menu provides it; an action on a public page sits in none.
 */
export const CloseMenu = createContext<(() => void) | null>(null);

export function useCloseMenu(): (() => void) | null {
  return useContext(CloseMenu);
}
