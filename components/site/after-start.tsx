"use client";

import { createElement } from "react";
import { useLoaded } from "@/components/app/use-loaded";

const loadBackground = () => import("./background");

/**
 * The page's background work, loaded once the page has started (after hydration) rather than
 * with its first scripts: the navigation bar, the deployment guard, the page-view beacon and the
 * auth events' listener draw nothing at first and act on later events (a click, a navigation,
 * another tab's sign-in, a new deployment) or once (the page view, sent as soon as it loads).
 */
export function AfterStart({ progressLabel }: { progressLabel: string }) {
  const Background = useLoaded(loadBackground, true);
  return Background ? createElement(Background, { progressLabel }) : null;
}
