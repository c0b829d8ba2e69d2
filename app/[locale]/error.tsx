"use client";

import { ErrorBoundaryView } from "@/components/layout/error-boundary";

export default function LocaleError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <main id="main-content">
      <ErrorBoundaryView {...props} />
    </main>
  );
}
