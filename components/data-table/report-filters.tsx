import { Button } from "@/components/ui/button";
import { Field, inputClasses } from "@/components/forms/field";
import { GetForm } from "@/components/forms/get-form";
import { Link } from "@/lib/i18n/navigation";

export type ReportFilter =
  | { name: string; label: string; type: "select"; any: string; options: { value: string; label: string }[] }
  | { name: string; label: string; type: "search" | "date" };

/**
 * A back-office report's filters as a GET form (state in the URL, works without JavaScript):
 * selects, a search and dates; hidden values (the view, the order) are kept.
 */
export function ReportFilters({
  id,
  label,
  action,
  filters,
  values,
  hidden = {},
  apply,
  reset,
  resetHref,
}: {
  id: string;
  label: string;
  action: string;
  filters: ReportFilter[];
  values: Partial<Record<string, string>>;
  hidden?: Record<string, string>;
  apply: string;
  reset: string;
  resetHref: string;
}) {
  return (
    <GetForm
      action={action}
      aria-label={label}
      className="rounded-xl border border-neutral-200 bg-white p-4 dark:border-neutral-800 dark:bg-neutral-900"
    >
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {filters.map((f) => (
          <Field key={f.name} id={`${id}-${f.name}`} label={f.label}>
            {f.type === "select" ? (
              <select id={`${id}-${f.name}`} name={f.name} defaultValue={values[f.name] ?? ""} className={inputClasses}>
                <option value="">{f.any}</option>
                {f.options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            ) : (
              <input
                id={`${id}-${f.name}`}
                name={f.name}
                type={f.type}
                defaultValue={values[f.name] ?? ""}
                className={inputClasses}
                maxLength={200}
                autoComplete="off"
              />
            )}
          </Field>
        ))}
        <div className="flex items-end gap-3">
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
