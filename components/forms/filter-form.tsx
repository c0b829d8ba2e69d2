import type { ReactNode } from "react";
import { buttonClasses } from "@/components/ui/button";
import { Field, inputClasses } from "@/components/forms/field";
import { GetForm } from "@/components/forms/get-form";
import { Link } from "@/lib/i18n/navigation";

/**
 * The filters of a list page as a plain GET form: it works without JavaScript, the URL is
 * shareable and the back button returns to the previous search.
 */
export function FilterForm({
  action,
  pathname,
  heading,
  submit,
  reset,
  children,
}: {
  action: string;
  pathname: string;
  heading: string;
  submit: string;
  reset: string;
  children: ReactNode;
}) {
  return (
    <GetForm
      role="search"
      aria-labelledby="filters-heading"
      action={action}
      className="rounded-lg border border-neutral-200 bg-white p-4 sm:p-5 dark:border-neutral-800 dark:bg-neutral-900"
    >
      <h2 id="filters-heading" className="text-lg font-semibold text-neutral-950 dark:text-white">
        {heading}
      </h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">{children}</div>
      <div className="mt-5 flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonClasses()}>
          {submit}
        </button>
        <Link href={pathname} className={buttonClasses({ variant: "ghost" })}>
          {reset}
        </Link>
      </div>
    </GetForm>
  );
}

export function TextFilter({
  name,
  label,
  value,
  placeholder,
  inputMode,
  className,
}: {
  name: string;
  label: string;
  value: string;
  placeholder?: string;
  inputMode?: "numeric" | "search";
  className?: string;
}) {
  const id = `filter-${name}`;
  return (
    <Field id={id} label={label} className={className}>
      <input
        id={id}
        name={name}
        type={inputMode === "search" ? "search" : "text"}
        inputMode={inputMode === "numeric" ? "numeric" : undefined}
        defaultValue={value}
        placeholder={placeholder}
        maxLength={200}
        className={inputClasses}
      />
    </Field>
  );
}

export function SelectFilter({
  name,
  label,
  value,
  anyLabel,
  options,
}: {
  name: string;
  label: string;
  value: string;
  anyLabel?: string;
  options: { value: string; label: string }[];
}) {
  const id = `filter-${name}`;
  return (
    <Field id={id} label={label}>
      <select
        id={id}
        name={name}
        defaultValue={options.some((o) => o.value === value) ? value : ""}
        className={inputClasses}
      >
        {anyLabel !== undefined ? <option value="">{anyLabel}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
