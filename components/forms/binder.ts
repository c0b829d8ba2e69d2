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
