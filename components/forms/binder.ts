import type { FormHTMLAttributes } from "react";

/** What a control of a deferred form spreads: its name and first value, then react-hook-form's binding once live. */
export type ControlProps = {
  name: string;
  value?: string;
  defaultValue?: string;
  defaultChecked?: boolean;
};

/** How a deferred form's markup binds its controls, the same before and after the form comes alive. */
export type FormBinder = {
  /** The props of the control of a field (`value` for one checkbox of a group). */
  control: (name: string, value?: string) => ControlProps;
  /** The translated error of a field. */
  error: (name: string) => string | undefined;
  submitting: boolean;
};

/** The `<form>` element's own attributes. */
export type FormProps = Omit<FormHTMLAttributes<HTMLFormElement>, "onSubmit" | "children"> & { "data-testid"?: string };

/** A deferred form's live part, once loaded: react-hook-form's binding, errors, state and submit. */
export type LiveHandle = {
  register: (name: string) => object;
  error: (name: string) => string | undefined;
  submitting: () => boolean;
  submit: () => Promise<void>;
};

/** A default as the server renders it into a plain control. */
export function plainControl(defaults: Record<string, unknown>, name: string, value?: string): ControlProps {
  const initial: unknown = defaults[name];
  if (value !== undefined) return { name, value, defaultChecked: Array.isArray(initial) && initial.includes(value) };
  if (typeof initial === "boolean") return { name, defaultChecked: initial };
  return { name, defaultValue: initial === undefined || initial === null ? undefined : String(initial) };
}

/** A deferred form's binder before it is live: plain controls with their defaults, no error. */
export function plainBinder(defaults: Record<string, unknown>): FormBinder {
  return { control: (name, value) => plainControl(defaults, name, value), error: () => undefined, submitting: false };
}
