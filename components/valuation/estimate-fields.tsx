"use client";

import { describedBy, Field, inputClasses } from "@/components/forms/field";
import { useErrorShown } from "@/components/forms/live-get-form";
import type { EstimateField, EstimateForm } from "@/lib/valuation/estimate-query";

type Errors = Partial<Record<EstimateField, string>>;

/** The server's error for a field, once the form shows it (see LiveGetForm). */
function useError(name: EstimateField, errors: Errors): string | undefined {
  return useErrorShown(name) ? errors[name] : undefined;
}

/** A money input: typed as people write amounts in their language, read on the server. */
export function MoneyInput({
  name,
  label,
  hint,
  optional,
  form,
  errors,
}: {
  name: EstimateField;
  label: string;
  hint?: string;
  optional?: string;
  form: EstimateForm;
  errors: Errors;
}) {
  const id = `estimate-${name}`;
  const error = useError(name, errors);
  return (
    <Field id={id} label={label} hint={hint} optional={optional} error={error}>
      <div className="relative">
        <input
          id={id}
          name={name}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          defaultValue={form[name]}
          className={`${inputClasses} pr-10`}
          {...describedBy(id, error, hint)}
        />
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-neutral-600 dark:text-neutral-400"
        >
          $
        </span>
      </div>
    </Field>
  );
}

export function SelectInput({
  name,
  label,
  hint,
  optional,
  form,
  errors,
  options,
  empty,
}: {
  name: EstimateField;
  label: string;
  hint?: string;
  optional?: string;
  form: EstimateForm;
  errors: Errors;
  options: readonly { value: string; label: string }[];
  empty: string;
}) {
  const id = `estimate-${name}`;
  const error = useError(name, errors);
  return (
    <Field id={id} label={label} hint={hint} optional={optional} error={error}>
      <select id={id} name={name} defaultValue={form[name]} className={inputClasses} {...describedBy(id, error, hint)}>
        <option value="">{empty}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** A whole number of years. */
export function YearsInput({ label, form, errors }: { label: string; form: EstimateForm; errors: Errors }) {
  const error = useError("years", errors);
  return (
    <Field id="estimate-years" label={label} error={error}>
      <input
        id="estimate-years"
        name="years"
        type="number"
        min={0}
        max={200}
        step={1}
        inputMode="numeric"
        defaultValue={form.years}
        className={inputClasses}
        {...describedBy("estimate-years", error)}
      />
    </Field>
  );
}
