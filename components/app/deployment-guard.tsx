"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";
import { isChunkLoadError, reloadOnce } from "@/components/app/chunk-reload";

/** How often an open tab asks whether a new build was deployed (also on return to the tab). */
const BUILD_CHECK_MS = 5 * 60_000;

/**
 * Reloads once on a failed chunk load, and after a new deployment loads the new build at the next
 * navigation instead of mixing old and new code.
 */
export function DeploymentGuard() {
  const pathname = usePathname();
  const stale = useRef(false);
  const previousPath = useRef(pathname);

  useEffect(() => {
    const reload = () => reloadOnce(window.sessionStorage, () => window.location.reload());
    const onError = (event: ErrorEvent) => {
      if (isChunkLoadError(event.error ?? event.message)) reload();
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isChunkLoadError(event.reason)) reload();
    };
    const check = async () => {
      try {
        const response = await fetch("/api/build", { cache: "no-store" });
        if (!response.ok) return;
        const { buildId } = (await response.json()) as { buildId?: string };
        if (buildId && buildId !== process.env.NEXT_PUBLIC_BUILD_ID) stale.current = true;
      } catch {
        // Offline or deploying: ask again at the next tick.
      }
    };
    const onVisible = () => {
      if (document.visibilityState === "visible") void check();
    };
    window.addEventListener("error", onError);
    window.addEventListener("unhandledrejection", onRejection);
    document.addEventListener("visibilitychange", onVisible);
    const timer = window.setInterval(check, BUILD_CHECK_MS);
    return () => {
      window.removeEventListener("error", onError);
      window.removeEventListener("unhandledrejection", onRejection);
      document.removeEventListener("visibilitychange", onVisible);
      window.clearInterval(timer);
    };
  }, []);

  useEffect(() => {
    if (previousPath.current === pathname) return;
    previousPath.current = pathname;
    // The client already shows the new path: a full load fetches it again from the new build.
    if (stale.current) window.location.reload();
  }, [pathname]);

  return null;
}
