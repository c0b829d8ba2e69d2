"use client";

import { ErrorView } from "@/components/layout/error-view";

export default function LocaleError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <main id="main-content">
      <ErrorView {...props} />
    </main>
  );
}
