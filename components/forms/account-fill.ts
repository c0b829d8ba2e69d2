"use client";

import { useEffect } from "react";
import { whenAccountContact, type AccountContact } from "@/lib/auth/account-contact";

type Control = HTMLInputElement | HTMLTextAreaElement;

/** The ids of a form's controls that take the account's name, e-mail and phone. */
export type AccountFields = Partial<Record<keyof AccountContact, string>>;

/**
 * Writes a value into a control as the browser's autofill would: through the element's own setter
 * and a `change` event, so react-hook-form (once the form is live) reads it, as the deferred form's
 * binding does before (it adopts what the controls hold).
 */
function fill(control: Control, value: string) {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control) as object, "value")?.set?.call(control, value);
  control.dispatchEvent(new Event("change", { bubbles: true }));
}

/**
 * Fills a public form's name, e-mail and phone with the signed-in account's, in the browser (the
 * page may be a copy cached for everyone: it never carries them), and only where the field is still
 * empty: nothing typed or autofilled is overwritten. `again`: fill again when it changes (the form
 * shown anew after a send).
 */
export function useAccountFill(fields: AccountFields, again?: unknown) {
  useEffect(
    () =>
      whenAccountContact((contact) => {
        for (const [key, id] of Object.entries(fields) as [keyof AccountContact, string][]) {
          const control = document.getElementById(id);
          const value = contact[key];
          if (
            (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) &&
            value &&
            !control.value
          )
            fill(control, value);
        }
      }),
    [fields, again],
  );
}
