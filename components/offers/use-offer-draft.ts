"use client";

import { useEffect, useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import type { SendOfferInput } from "@/lib/offers/schema";

/**
 * The builder's draft in this browser: every change is kept at once under `key` (the listing, or the
 * offer being countered), and a draft left there comes back when the page opens again (a reload, a
 * closed tab, an ended session). Sending the version, or starting over, forgets it.
 */
export function useOfferDraft(form: Pick<UseFormReturn<SendOfferInput>, "watch" | "reset" | "getValues">, key: string) {
  const [restored, setRestored] = useState(false);
  const { watch, reset, getValues } = form;

  useEffect(() => {
    try {
      const saved = localStorage.getItem(key);
      if (saved) {
        reset({ ...getValues(), terms: { ...getValues().terms, ...(JSON.parse(saved) as object) } });
        // Browser storage exists only after hydration: reading it here is the point of this effect.
        // eslint-disable-next-line react-hooks/set-state-in-effect
        setRestored(true);
      }
    } catch {
      // An unreadable draft is no draft.
    }
    const subscription = watch((values, { type }) => {
      if (type === "change") localStorage.setItem(key, JSON.stringify(values.terms));
    });
    return () => subscription.unsubscribe();
    // Only when the page opens (or the draft's key changes).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return {
    restored,
    forget: () => {
      localStorage.removeItem(key);
      setRestored(false);
    },
  };
}
