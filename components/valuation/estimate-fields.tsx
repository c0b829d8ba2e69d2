import { describedBy, Field, inputClasses } from "@/components/ui/field";
import type { EstimateField, EstimateForm } from "@/lib/valuation/estimate-query";

type Errors = Partial<Record<EstimateField, string>>;

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
  return (
    <Field id={id} label={label} hint={hint} optional={optional} error={errors[name]}>
      <div className="relative">
        <input
          id={id}
          name={name}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          defaultValue={form[name]}
          className={`${inputClasses} pr-10`}
          {...describedBy(id, errors[name], hint)}
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
  return (
    <Field id={id} label={label} hint={hint} optional={optional} error={errors[name]}>
      <select
        id={id}
        name={name}
        defaultValue={form[name]}
        className={inputClasses}
        {...describedBy(id, errors[name], hint)}
      >
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
