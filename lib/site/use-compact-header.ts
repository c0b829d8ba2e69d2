"use client";

import { useEffect, useState } from "react";
import { nextCompactState, SCROLL_THROTTLE_MS } from "@/lib/site/header-state";

/** Whether the header is compact, from the scroll position, read at most every 50 ms. */
export function useCompactHeader(): boolean {
  const [compact, setCompact] = useState(false);
  useEffect(() => {
    let last = 0;
    let timer: number | undefined;
    const update = () => {
      last = Date.now();
      timer = undefined;
      setCompact((current) => nextCompactState(current, window.scrollY));
    };
    const onScroll = () => {
      const wait = SCROLL_THROTTLE_MS - (Date.now() - last);
      if (wait <= 0) update();
      else timer ??= window.setTimeout(update, wait);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (timer !== undefined) window.clearTimeout(timer);
    };
  }, []);
  return compact;
}
