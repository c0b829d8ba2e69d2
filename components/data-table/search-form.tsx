import type { ReactNode } from "react";
import { Field, inputClasses } from "@/components/forms/field";
import { Button } from "@/components/ui/button";
import { GetForm } from "@/components/forms/get-form";
import { Link } from "@/lib/i18n/navigation";

/**
 * A table's search and filters as a GET form (state in the URL, works without JavaScript): a text
 * search, the filters given as children, apply and reset. The sort stays as it is.
 */
export function SearchForm({
  action,
  label,
  search,
  value,
  sort,
  dir,
  apply,
  reset,
  resetHref,
  children,
}: {
  action: string;
  /** The form's accessible name. */
  label: string;
  /** The search field's label. */
  search: string;
  value?: string;
  sort: string;
  dir: string;
  apply: string;
  reset: string;
  resetHref: string;
  children?: ReactNode;
}) {
  return (
    <GetForm
      action={action}
      aria-label={label}
      role="search"
      className="rounded-xl border border-neutral-200 bg-white p-4 dark:border-neutral-800 dark:bg-neutral-900"
    >
      <input type="hidden" name="sort" value={sort} />
      <input type="hidden" name="dir" value={dir} />
      <div className="grid items-end gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Field id="table-search" label={search} className="sm:col-span-2">
          <input
            id="table-search"
            name="q"
            type="search"
            defaultValue={value ?? ""}
            maxLength={200}
            autoComplete="off"
            className={inputClasses}
          />
        </Field>
        {children}
        <div className="flex items-center gap-3">
          <Button type="submit">{apply}</Button>
          <Link
            href={resetHref}
            className="text-sm font-medium text-primary-800 underline underline-offset-2 dark:text-primary-300"
          >
            {reset}
          </Link>
        </div>
      </div>
    </GetForm>
  );
}
