"use client";

import { createElement, useSyncExternalStore } from "react";
import { onToasterWanted, toasterWanted } from "./toast";
import { useLoaded } from "./use-loaded";

const loadToaster = () => import("./sonner-toaster");

/** Where toasts appear: sonner and its Toaster are loaded at the first toast (components/app/toast.ts). */
export function AppToaster() {
  const wanted = useSyncExternalStore(onToasterWanted, toasterWanted, () => false);
  const SonnerToaster = useLoaded(loadToaster, wanted);
  return SonnerToaster ? createElement(SonnerToaster) : null;
}
