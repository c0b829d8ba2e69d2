"use client";

import { useTranslations } from "next-intl";
import {
  createContext,
  useContext,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";
import { useFormContext, type FieldValues, type Path } from "react-hook-form";
import { describedBy, Field, FieldMessages, inputClasses } from "@/components/forms/field";
import { cn } from "@/lib/cn";
import { useMessageText } from "@/lib/i18n/use-message-text";

/** What every field of the kit takes: its name in the form, its label, a hint, whether it may stay empty. */
export type FieldProps<T extends FieldValues> = {
  name: Path<T>;
  label: ReactNode;
  hint?: string;
  optional?: boolean;
  className?: string;
};

/**
 * The start of the kit's field ids (`field-<name>`). A page that shows the same form more than once (a
 * dialog per row) gives each copy its own, so each label names its own control.
 */
export const FieldIdScope = createContext("field");

/** The id, translated error and aria attributes of a field of the surrounding form. */
export function useFieldState<T extends FieldValues>(name: Path<T>, hint?: string) {
  const form = useFormContext<T>();
  const text = useMessageText();
  const id = `${useContext(FieldIdScope)}-${String(name).replace(/[^a-zA-Z0-9_-]/g, "-")}`;
  const error = text(form.getFieldState(name, form.formState).error?.message);
  return { form, id, error, aria: describedBy(id, error, hint) };
}

/** The label, hint and error around a control of the kit. */
export function KitField({
  id,
  label,
  error,
  hint,
  optional,
  className,
  children,
}: { id: string; error?: string; children: ReactNode } & Omit<FieldProps<FieldValues>, "name">) {
  const t = useTranslations("formKit");
  return (
    <Field
      id={id}
      label={label}
      error={error}
      hint={hint}
      optional={optional ? t("optional") : undefined}
      className={className}
    >
      {children}
    </Field>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "name">;
type TextareaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "name">;

/** A kit field's state and the props left for its control; `wrap` puts the label, hint and error around the control. */
export function useKitField<T extends FieldValues, R extends object>({
  name,
  label,
  hint,
  optional,
  className,
  ...rest
}: FieldProps<T> & R) {
  const { form, id, error, aria } = useFieldState<T>(name, hint);
  const wrap = (control: ReactNode) => (
    <KitField id={id} label={label} error={error} hint={hint} optional={optional} className={className}>
      {control}
    </KitField>
  );
  return { form, id, aria, name, rest, wrap };
}

export function TextField<T extends FieldValues>(props: FieldProps<T> & InputProps) {
  const { form, id, aria, name, rest, wrap } = useKitField<T, InputProps>(props);
  return wrap(<input id={id} type="text" className={inputClasses} {...aria} {...rest} {...form.register(name)} />);
}

export function TextareaField<T extends FieldValues>(props: FieldProps<T> & TextareaProps) {
  const { form, id, aria, name, rest, wrap } = useKitField<T, TextareaProps>(props);
  const t = useTranslations("formKit");
  const length = String(form.watch(name) ?? "").length;
  return wrap(
    <>
      <textarea
        id={id}
        rows={6}
        className={cn(inputClasses, "min-h-32")}
        {...aria}
        {...rest}
        {...form.register(name)}
      />
      {rest.maxLength ? (
        <p className="text-right text-xs text-neutral-600 tabular-nums dark:text-neutral-400" aria-live="polite">
          {t("characters", { count: length, max: rest.maxLength })}
        </p>
      ) : null}
    </>,
  );
}

/** A whole number or decimal; empty reads as null. */
export function NumberField<T extends FieldValues>(props: FieldProps<T> & InputProps) {
  const { form, id, aria, name, rest, wrap } = useKitField<T, InputProps>(props);
  return wrap(
    <input
      id={id}
      type="number"
      inputMode="numeric"
      className={inputClasses}
      {...aria}
      {...rest}
      {...form.register(name, {
        setValueAs: (v: unknown) => (v === "" || v === null || v === undefined ? null : Number(v)),
      })}
    />,
  );
}

export type Option = { value: string; label: string };

type SelectProps = { options?: Option[]; groups?: { label: string; options: Option[] }[]; placeholder?: string } & Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  "name"
>;

export function SelectField<T extends FieldValues>(props: FieldProps<T> & SelectProps) {
  const { form, id, aria, name, rest, wrap } = useKitField<T, SelectProps>(props);
  const { options, groups, placeholder, ...select } = rest;
  const render = (list: Option[]) =>
    list.map((o) => (
      <option key={o.value} value={o.value}>
        {o.label}
      </option>
    ));
  return wrap(
    <select id={id} className={inputClasses} {...aria} {...select} {...form.register(name)}>
      {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
      {options ? render(options) : null}
      {groups?.map((g) => (
        <optgroup key={g.label} label={g.label}>
          {render(g.options)}
        </optgroup>
      ))}
    </select>,
  );
}

export function CheckboxField<T extends FieldValues>({
  name,
  label,
  hint,
  className,
}: Omit<FieldProps<T>, "optional">) {
  const { form, id, error, aria } = useFieldState<T>(name, hint);
  return (
    <div className={cn("space-y-1", className)}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          className="mt-1 size-4 accent-primary-700 dark:accent-primary-400"
          {...aria}
          {...form.register(name)}
        />
        <label htmlFor={id} className="text-sm text-neutral-800 dark:text-neutral-200">
          {label}
        </label>
      </div>
      <FieldMessages id={id} error={error} hint={hint} className="ml-7" />
    </div>
  );
}

/** An on/off switch (a checkbox with role="switch"), with what it means next to it. */
export function SwitchField<T extends FieldValues>({
  name,
  label,
  hint,
  className,
  children,
}: Omit<FieldProps<T>, "optional"> & { children?: ReactNode }) {
  const { form, id, error, aria } = useFieldState<T>(name, hint);
  return (
    <div className={cn("space-y-2", className)}>
      <label htmlFor={id} className="flex cursor-pointer items-center justify-between gap-4">
        <span className="text-sm font-medium text-neutral-800 dark:text-neutral-200">{label}</span>
        <input
          id={id}
          type="checkbox"
          role="switch"
          className="peer relative h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-neutral-400 transition-colors before:absolute before:top-0.5 before:left-0.5 before:size-5 before:rounded-full before:bg-white before:transition-transform checked:bg-primary-700 checked:before:translate-x-5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 dark:bg-neutral-600 dark:checked:bg-primary-500"
          {...aria}
          {...form.register(name)}
        />
      </label>
      <FieldMessages id={id} error={error} hint={hint} />
      {children}
    </div>
  );
}
