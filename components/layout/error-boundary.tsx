"use client";

import { lazy, Suspense, useEffect } from "react";
import { isChunkLoadError, reloadOnce } from "@/components/app/chunk-reload";

// The error page's code (its texts, links and buttons) loads when an error happens, not with every page.
const ErrorView = lazy(() => import("./error-view").then((m) => ({ default: m.ErrorView })));

type ErrorProps = { error: Error & { digest?: string }; reset: () => void };

/**
 * What the error.tsx boundaries render. A chunk that no longer exists after a deployment reloads
 * the page once, from here (the view's own chunk may be one of the missing ones); any other error
 * is logged and shown by the view.
 */
export function ErrorBoundaryView(props: ErrorProps) {
  const { error } = props;
  useEffect(() => {
    if (isChunkLoadError(error)) reloadOnce(window.sessionStorage, () => window.location.reload());
    else console.error(error);
  }, [error]);
  return (
    <Suspense fallback={null}>
      <ErrorView {...props} />
    </Suspense>
  );
}
