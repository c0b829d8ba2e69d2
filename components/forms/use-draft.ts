"use client";

import { useEffect, useRef, useState } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import type { ActionResult } from "@/lib/actions/result";

type Backup<T> = { savedAt: number; values: T };

export type DraftState = { kind: "idle" } | { kind: "saving" } | { kind: "saved"; at: Date } | { kind: "failed" };

const AUTOSAVE_MS = 4000;

/**
 * Nothing typed is lost: every change is kept in this browser at once, and saved on the server a
 * few seconds after typing stops when the draft is valid enough to save (`canSave`). A newer copy
 * in the browser than on the server (a closed tab, an expired session, a failed request) is offered
 * back with `restore`. `storageKey` changes when a new item gets its id.
 */
export function useDraft<T extends FieldValues, D>({
  form,
  storageKey,
  serverUpdatedAt,
  canSave,
  save,
  onSaved,
}: {
  form: Pick<UseFormReturn<T>, "watch" | "getValues" | "reset">;
  storageKey: string;
  serverUpdatedAt: number | null;
  /** Whether the values may be saved (a promise when the schema loads on first use). */
  canSave: (values: T) => boolean | Promise<boolean>;
  save: (values: T) => Promise<ActionResult<D>>;
  onSaved: (data: D) => void;
}) {
  const [state, setState] = useState<DraftState>({ kind: "idle" });
  const [offer, setOffer] = useState<Backup<T> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inflight = useRef<Promise<void> | null>(null);
  const { watch, getValues, reset } = form;

  useEffect(() => {
    try {
      const raw = localStorage.getItem(storageKey);
      if (!raw) return;
      const backup = JSON.parse(raw) as Backup<T>;
      // Browser storage exists only after hydration: reading it here is the point of this effect.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      if (serverUpdatedAt === null || backup.savedAt > serverUpdatedAt + 1000) setOffer(backup);
      else localStorage.removeItem(storageKey);
    } catch {
      // An unreadable copy is no copy.
    }
    // Only when the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const run = async () => {
    const values = getValues();
    if (!(await canSave(values))) return;
    setState({ kind: "saving" });
    try {
      const result = await save(values);
      if (!result.ok) {
        setState({ kind: "failed" });
        return;
      }
      localStorage.removeItem(storageKey);
      setState({ kind: "saved", at: new Date() });
      onSaved(result.data);
    } catch {
      setState({ kind: "failed" });
    }
  };

  const autosave = async () => {
    if (inflight.current) return;
    inflight.current = run().finally(() => {
      inflight.current = null;
    });
    await inflight.current;
  };

  useEffect(() => {
    const subscription = watch((values, { type }) => {
      if (type !== "change") return;
      localStorage.setItem(storageKey, JSON.stringify({ savedAt: Date.now(), values }));
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void autosave(), AUTOSAVE_MS);
    });
    return () => subscription.unsubscribe();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [storageKey]);

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (localStorage.getItem(storageKey)) event.preventDefault();
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [storageKey]);

  return {
    state,
    offer,
    restore: () => {
      if (!offer) return;
      reset(offer.values, { keepDefaultValues: true });
      setOffer(null);
      void autosave();
    },
    discard: () => {
      localStorage.removeItem(storageKey);
      setOffer(null);
    },
    /** After an explicit save: the browser copy is no longer needed. */
    clear: () => localStorage.removeItem(storageKey),
    /** Before an explicit save: no autosave pending or under way (so a new item is created once). */
    settle: async () => {
      if (timer.current) clearTimeout(timer.current);
      await inflight.current;
    },
  };
}
