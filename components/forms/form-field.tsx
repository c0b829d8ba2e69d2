"use client";

import { useTranslations } from "next-intl";
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
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

/** The id, translated error and aria attributes of a field of the surrounding form. */
export function useFieldState<T extends FieldValues>(name: Path<T>, hint?: string) {
  const form = useFormContext<T>();
  const text = useMessageText();
  const id = `field-${String(name).replace(/[^a-zA-Z0-9_-]/g, "-")}`;
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

export function TextField<T extends FieldValues>({
  name,
  label,
  hint,
  optional,
  className,
  ...input
}: FieldProps<T> & Omit<InputHTMLAttributes<HTMLInputElement>, "name">) {
  const { form, id, error, aria } = useFieldState<T>(name, hint);
  return (
    <KitField id={id} label={label} error={error} hint={hint} optional={optional} className={className}>
      <input id={id} type="text" className={inputClasses} {...aria} {...input} {...form.register(name)} />
    </KitField>
  );
}

export function TextareaField<T extends FieldValues>({
  name,
  label,
  hint,
  optional,
  className,
  maxLength,
  ...area
}: FieldProps<T> & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "name">) {
  const { form, id, error, aria } = useFieldState<T>(name, hint);
  const t = useTranslations("formKit");
  const length = String(form.watch(name) ?? "").length;
  return (
    <KitField id={id} label={label} error={error} hint={hint} optional={optional} className={className}>
      <textarea
        id={id}
        rows={6}
        className={cn(inputClasses, "min-h-32")}
        maxLength={maxLength}
        {...aria}
        {...area}
        {...form.register(name)}
      />
      {maxLength ? (
        <p className="text-right text-xs text-neutral-600 tabular-nums dark:text-neutral-400" aria-live="polite">
          {t("characters", { count: length, max: maxLength })}
        </p>
      ) : null}
    </KitField>
  );
}

/** A whole number or decimal; empty reads as null. */
export function NumberField<T extends FieldValues>({
  name,
  label,
  hint,
  optional,
  className,
  ...input
}: FieldProps<T> & Omit<InputHTMLAttributes<HTMLInputElement>, "name">) {
  const { form, id, error, aria } = useFieldState<T>(name, hint);
  return (
    <KitField id={id} label={label} error={error} hint={hint} optional={optional} className={className}>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        className={inputClasses}
        {...aria}
        {...input}
        {...form.register(name, {
          setValueAs: (v: unknown) => (v === "" || v === null || v === undefined ? null : Number(v)),
        })}
      />
    </KitField>
  );
}

export type Option = { value: string; label: string };

export function SelectField<T extends FieldValues>({
  name,
  label,
  hint,
  optional,
  className,
  options,
  groups,
  placeholder,
  ...select
}: FieldProps<T> & { options?: Option[]; groups?: { label: string; options: Option[] }[]; placeholder?: string } & Omit<
    SelectHTMLAttributes<HTMLSelectElement>,
    "name"
  >) {
  const { form, id, error, aria } = useFieldState<T>(name, hint);
  const render = (list: Option[]) =>
    list.map((o) => (
      <option key={o.value} value={o.value}>
        {o.label}
      </option>
    ));
  return (
    <KitField id={id} label={label} error={error} hint={hint} optional={optional} className={className}>
      <select id={id} className={inputClasses} {...aria} {...select} {...form.register(name)}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options ? render(options) : null}
        {groups?.map((g) => (
          <optgroup key={g.label} label={g.label}>
            {render(g.options)}
          </optgroup>
        ))}
      </select>
    </KitField>
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
