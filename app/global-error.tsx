"use client";

import { useEffect } from "react";
import { isChunkLoadError, reloadOnce } from "@/components/app/chunk-reload";

/**
 * Last resort when the root layout itself fails: no translations are available here, so the page
 * speaks both languages, French first.
 */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    if (isChunkLoadError(error)) reloadOnce(window.sessionStorage, () => window.location.reload());
  }, [error]);
  return (
    <html lang="fr">
      <body style={{ fontFamily: "system-ui, sans-serif", textAlign: "center", padding: "6rem 1rem" }}>
        <h1>Une erreur est survenue · Something went wrong</h1>
        <p>
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- after a root failure, a full page load is the point */}
          <a href="/">Retour à l’accueil</a> ·{" "}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- same */}
          <a href="/en">Back to home</a>
        </p>
      </body>
    </html>
  );
}
