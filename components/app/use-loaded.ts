"use client";

import { useEffect, useState } from "react";

/**
 * A component's module, loaded once `wanted` turns true (null until then): what React.lazy does,
 * without a Suspense boundary, whose reveal React times with setTimeout (a paused test clock, or a
 * background tab's throttled timers, would hold it back).
 */
export function useLoaded<T>(load: () => Promise<{ default: T }>, wanted: boolean): T | null {
  const [loaded, setLoaded] = useState<{ component: T } | null>(null);
  useEffect(() => {
    if (!wanted || loaded) return;
    let current = true;
    void load().then((module) => {
      if (current) setLoaded({ component: module.default });
    });
    return () => {
      current = false;
    };
  }, [load, wanted, loaded]);
  return loaded?.component ?? null;
}
