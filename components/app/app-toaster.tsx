"use client";

import { lazy, Suspense, useSyncExternalStore } from "react";
import { onToasterWanted, toasterWanted } from "./toast";

const SonnerToaster = lazy(() => import("./sonner-toaster"));

/** Where toasts appear: sonner and its Toaster are loaded at the first toast (components/app/toast.ts). */
export function AppToaster() {
  const wanted = useSyncExternalStore(onToasterWanted, toasterWanted, () => false);
  return wanted ? (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  ) : null;
}
