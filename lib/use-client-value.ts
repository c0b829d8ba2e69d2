"use client";

import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * A value only the browser knows (the URL's query, a cookie, "hydrated"), read once the page is
 * hydrated without a second render pass of its own: `onServer` during the server render and
 * hydration, then `read()`. `read` must return a primitive (or the same object) on every call.
 */
export function useClientValue<T>(read: () => T, onServer: T): T {
  return useSyncExternalStore(noSubscription, read, () => onServer);
}

const yes = () => true;

/** Whether the page is hydrated (false in the server's HTML): a control that needs JavaScript can say it is not ready. */
export function useHydrated(): boolean {
  return useClientValue(yes, false);
}
