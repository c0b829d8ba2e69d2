"use client";

import { useEffect, useLayoutEffect, useRef, useState, type ComponentType, type ReactNode } from "react";
import { flushSync } from "react-dom";
import { whenNearView } from "@/components/app/near-view";

type Control = HTMLInputElement | HTMLTextAreaElement;

/** What the server's form holds when the form's code takes its place. */
type Carried = {
  values: { key: string; value: string; checked: boolean }[];
  focused: { key: string; start: number | null; end: number | null } | null;
  submit: boolean;
};

const controlKey = (control: Control) => control.id || control.name;

function controlsOf(form: HTMLFormElement): Control[] {
  return [...form.elements].filter(
    (element): element is Control =>
      (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) && controlKey(element) !== "",
  );
}

/** The caret of a text control (an e-mail field has none). */
function caret(control: Control): { start: number | null; end: number | null } {
  try {
    return { start: control.selectionStart, end: control.selectionEnd };
  } catch {
    return { start: null, end: null };
  }
}

/**
 * What the server's form holds, as its controls report it: an e-mail field's value comes without
 * leading or trailing spaces (HTML's value sanitization), so a space typed last before the swap is
 * not carried; an address has none.
 */
function carry(form: HTMLFormElement, submit: boolean): Carried {
  const controls = controlsOf(form);
  const active = controls.find((control) => control === document.activeElement);
  return {
    values: controls.map((control) => ({
      key: controlKey(control),
      value: control.value,
      checked: control instanceof HTMLInputElement && control.checked,
    })),
    focused: active ? { key: controlKey(active), ...caret(active) } : null,
    submit,
  };
}

function restore(form: HTMLFormElement, state: Carried) {
  const controls = new Map(controlsOf(form).map((control) => [controlKey(control), control]));
  // Focused first: a value written into the focused control leaves the caret after it, where the
  // visitor was typing, also in a control whose caret cannot be set (an e-mail field).
  const focused = state.focused && controls.get(state.focused.key);
  focused?.focus();
  for (const { key, value, checked } of state.values) {
    const control = controls.get(key);
    if (control instanceof HTMLInputElement && (control.type === "checkbox" || control.type === "radio"))
      control.checked = checked;
    else if (control && control.value !== value) {
      control.value = value;
      // Typed text, as the page's listeners know it (the popup waits while a form holds unsent text).
      control.dispatchEvent(new Event("input", { bubbles: true }));
    }
  }
  if (focused && state.focused && state.focused.start !== null) {
    try {
      focused.setSelectionRange(state.focused.start, state.focused.end);
    } catch {
      // A control without a caret.
    }
  }
  if (state.submit) form.requestSubmit();
}

const formOf = (anchorId: string) =>
  (document.getElementById(anchorId) as HTMLInputElement | HTMLTextAreaElement | null)?.form ?? null;

/**
 * A public form whose code costs its page nothing until it is needed: the server renders its
 * markup (`children`, the same as the loaded form's), and `load` brings the form when it comes
 * near the screen, or at its first focus, tap or submit (also one made before the page was
 * interactive). The loaded form then takes the server form's place with what was typed or
 * ticked, the focus and caret, and a submit made meanwhile. `anchorId`: a control of the form.
 */
export function FormLoader<Props extends object>({
  anchorId,
  load,
  props,
  children,
}: {
  anchorId: string;
  load: () => Promise<ComponentType<Props>>;
  props: Props;
  children: ReactNode;
}) {
  const [loaded, setLoaded] = useState<{ Form: ComponentType<Props> } | null>(null);
  const carried = useRef<Carried | null>(null);

  useEffect(() => {
    const form = formOf(anchorId);
    if (loaded || !form) return;
    let started = false;
    let submit = false;
    let cancelled = false;
    const start = () => {
      if (started) return;
      started = true;
      stopWatching();
      void load().then((Form) => {
        if (cancelled) return;
        // Read and replaced in one go: no key typed in between is lost.
        carried.current = carry(form, submit);
        flushSync(() => setLoaded({ Form }));
      });
    };
    const onSubmit = (event: Event) => {
      event.preventDefault();
      submit = true;
      start();
    };
    const stopWatching = whenNearView(form, start);
    // Focused or typed in before the page was interactive.
    if (form.contains(document.activeElement)) start();
    form.addEventListener("focusin", start);
    form.addEventListener("pointerdown", start);
    form.addEventListener("submit", onSubmit);
    return () => {
      cancelled = true;
      stopWatching();
      form.removeEventListener("focusin", start);
      form.removeEventListener("pointerdown", start);
      form.removeEventListener("submit", onSubmit);
    };
  }, [anchorId, load, loaded]);

  // The loaded form's controls are new elements: they get what the server's held.
  useLayoutEffect(() => {
    const state = carried.current;
    const form = formOf(anchorId);
    if (!loaded || !state || !form) return;
    carried.current = null;
    restore(form, state);
  }, [anchorId, loaded]);

  if (!loaded) return children;
  return <loaded.Form {...props} />;
}
