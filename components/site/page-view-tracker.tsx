"use client";

import { useParams, usePathname } from "next/navigation";
import { useEffect } from "react";
import { routePattern } from "@/lib/site/route-pattern";

/** Posts each page view (route and path only: no cookie, no identifier) to the app's own endpoint. */
export function PageViewTracker() {
  const pathname = usePathname();
  const params = useParams();

  useEffect(() => {
    const body = JSON.stringify({ route: routePattern(pathname, params ?? {}), path: pathname });
    const blob = new Blob([body], { type: "application/json" });
    if (!navigator.sendBeacon?.("/api/analytics", blob)) {
      void fetch("/api/analytics", {
        method: "POST",
        body,
        keepalive: true,
        headers: { "content-type": "application/json" },
      }).catch(() => {});
    }
    // Only a new path is a new page view; params change with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);

  return null;
}
