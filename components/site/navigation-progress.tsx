"use client";

import { useEffect, useState } from "react";
import { PROGRESS_DELAY_MS, startsFormNavigation, startsNavigation } from "@/lib/site/navigation-progress";

type State = "idle" | "loading" | "done";

/**
 * A slim bar at the top of the window while a page loads, for navigations that take more than
 * a moment. The App Router has no navigation events: a click on a link or a GET form starts it,
 * and the router's history update (or the next page itself) ends it. A form that stays on its
 * page never starts it, so the bar never waits for a navigation that does not come.
 */
export function NavigationProgress({ label }: { label: string }) {
  const [state, setState] = useState<State>("idle");

  useEffect(() => {
    let timer: number | undefined;
    const start = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setState("loading"), PROGRESS_DELAY_MS);
    };
    const finish = () => {
      window.clearTimeout(timer);
      setState((current) => (current === "loading" ? "done" : "idle"));
    };
    // Capture phase: Next's <Link> cancels the click's default before a bubbling listener would see it.
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest("a") : null;
      if (
        anchor &&
        startsNavigation(
          event,
          { href: anchor.href, target: anchor.target, download: anchor.hasAttribute("download") },
          window.location.href,
        )
      )
        start();
    };
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target;
      if (
        form instanceof HTMLFormElement &&
        startsFormNavigation(
          { method: form.getAttribute("method"), action: form.action },
          new FormData(form, event.submitter),
          window.location.href,
        )
      )
        start();
    };
    const { pushState, replaceState } = window.history;
    window.history.pushState = function (...args) {
      finish();
      return pushState.apply(this, args);
    };
    window.history.replaceState = function (...args) {
      // The router also replaces the state for its own bookkeeping: only a new address ends a load.
      if (args[2] !== undefined && new URL(String(args[2]), window.location.href).href !== window.location.href)
        finish();
      return replaceState.apply(this, args);
    };
    document.addEventListener("click", onClick, true);
    document.addEventListener("submit", onSubmit, true);
    window.addEventListener("popstate", finish);
    window.addEventListener("pageshow", finish);
    return () => {
      window.clearTimeout(timer);
      window.history.pushState = pushState;
      window.history.replaceState = replaceState;
      document.removeEventListener("click", onClick, true);
      document.removeEventListener("submit", onSubmit, true);
      window.removeEventListener("popstate", finish);
      window.removeEventListener("pageshow", finish);
    };
  }, []);

  useEffect(() => {
    if (state !== "done") return;
    const timer = window.setTimeout(() => setState("idle"), 300);
    return () => window.clearTimeout(timer);
  }, [state]);

  if (state === "idle") return null;
  return (
    <div
      role="progressbar"
      aria-label={label}
      data-testid="navigation-progress"
      className="pointer-events-none fixed inset-x-0 top-0 z-[60] h-0.5"
    >
      <div className={state === "loading" ? "navigation-progress-loading" : "navigation-progress-done"} />
    </div>
  );
}
