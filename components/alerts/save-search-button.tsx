"use client";

import { useClientLocale } from "@/lib/i18n/messages-context";
import { useRouter } from "next/navigation";
import { createElement, useEffect, useState } from "react";
import { useLoaded } from "@/components/app/use-loaded";
import { Button } from "@/components/ui/button";
import { isLocale } from "@/lib/i18n/locale-path";
import { hasSessionCookie } from "@/lib/supabase/browser";
import { SAVE_SEARCH_PARAM } from "@/lib/alerts/save-search-return";

// The form dialog and zod load on the first click: the page carries this button only.
const loadDialog = () => import("./saved-search-form");

/** The parameter that brings a visitor back from the sign-in with the dialog open (the sign-in says why it asks). */
const OPEN_PARAM = SAVE_SEARCH_PARAM;

/** The page's query without the return parameter: the filters being saved. */
function currentSearch(): string {
  const params = new URLSearchParams(window.location.search);
  params.delete(OPEN_PARAM);
  return params.toString();
}

/** Back from the sign-in, signed in: the dialog opens at once (read once, in the browser). */
function returning(): boolean {
  return (
    typeof window !== "undefined" && new URLSearchParams(window.location.search).has(OPEN_PARAM) && hasSessionCookie()
  );
}

/**
 * "Save this search" on /entreprises. The page is served from the cache to anonymous visitors, so
 * nothing here is decided on the server: a visitor without a session goes to the sign-in, which
 * comes back to the same search with the dialog open; with a session the dialog loads and opens.
 * `signIn` is the sign-in page in the page's language, given by the server (the routes' module, with
 * the guards' patterns, stays out of the browser's download).
 */
export function SaveSearchButton({ label, signIn }: { label: string; signIn: string }) {
  const router = useRouter();
  const current = useClientLocale();
  const locale = isLocale(current) ? current : "fr";
  const [open, setOpen] = useState(returning);
  const [search, setSearch] = useState<string | null>(() => (returning() ? currentSearch() : null));
  const SavedSearchDialog = useLoaded(loadDialog, search !== null);

  useEffect(() => {
    // The return parameter leaves the address bar: a reload or a shared link does not open the dialog.
    if (!new URLSearchParams(window.location.search).has(OPEN_PARAM)) return;
    const rest = currentSearch();
    window.history.replaceState(window.history.state, "", `${window.location.pathname}${rest ? `?${rest}` : ""}`);
  }, []);

  const click = () => {
    if (hasSessionCookie()) {
      setSearch(currentSearch());
      setOpen(true);
      return;
    }
    const back = new URLSearchParams(window.location.search);
    back.set(OPEN_PARAM, "1");
    const redirect = `${window.location.pathname}?${back.toString()}`;
    router.push(`${signIn}?redirect=${encodeURIComponent(redirect)}`);
  };

  return (
    <>
      <Button variant="outline" size="sm" onClick={click} aria-haspopup="dialog">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0" />
        </svg>
        {label}
      </Button>
      {SavedSearchDialog && search !== null
        ? createElement(SavedSearchDialog, {
            target: { kind: "new", search, language: locale },
            open,
            onClose: () => setOpen(false),
          })
        : null}
    </>
  );
}
