import type { FormActivity } from "./newsletter-popup";

/** Tracks, in the browser, whether the visitor is filling in or has just sent a form. */

const nonTextInputs = new Set([
  "checkbox",
  "radio",
  "submit",
  "button",
  "reset",
  "hidden",
  "image",
  "file",
  "range",
  "color",
]);

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function isFormField(element: Element | null): element is Field {
  if (element instanceof HTMLInputElement)
    return !["submit", "button", "reset", "hidden", "image"].includes(element.type);
  return element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement;
}

function holdsText(field: Field): boolean {
  if (field instanceof HTMLSelectElement) return false;
  if (field instanceof HTMLInputElement && nonTextInputs.has(field.type)) return false;
  return field.isConnected && field.value.trim() !== "";
}

export function watchFormActivity(ignore: () => Element | null): { read: () => FormActivity; stop: () => void } {
  const typedIn = new Set<Field>();
  let lastSubmitAt: number | null = null;
  const inside = (node: Node) => ignore()?.contains(node) ?? false;
  const onInput = (event: Event) => {
    const target = event.target as Element | null;
    if (isFormField(target) && !inside(target)) typedIn.add(target);
  };
  const onSubmit = (event: Event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || inside(form)) return;
    lastSubmitAt = Date.now();
    for (const field of typedIn) if (field.form === form) typedIn.delete(field);
  };
  document.addEventListener("input", onInput, true);
  document.addEventListener("submit", onSubmit, true);
  return {
    read: () => {
      const active = document.activeElement;
      return {
        fieldFocused: isFormField(active) && !inside(active),
        unsentText: [...typedIn].some(holdsText),
        lastSubmitAt,
      };
    },
    stop: () => {
      document.removeEventListener("input", onInput, true);
      document.removeEventListener("submit", onSubmit, true);
    },
  };
}
