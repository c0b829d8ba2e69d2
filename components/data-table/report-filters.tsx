import type { ComponentProps, ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { Field, inputClasses } from "@/components/forms/field";
import { GetForm } from "@/components/forms/get-form";
import { getPathname, Link } from "@/lib/i18n/navigation";
import { TABLE_PAGE_SIZE, TableList } from "./list-page";

export type ReportFilter =
  | { name: string; label: string; type: "select"; any: string; options: { value: string; label: string }[] }
  | { name: string; label: string; type: "search" | "date" };

/**
 * A back-office list's filter bar as a GET form (state in the URL, works without JavaScript): its
 * fields in a grid, then apply and reset; hidden values (the view, the order) are kept. A search
 * bar (`role="search"`) aligns its fields and buttons at their foot.
 */
export function FilterBar({
  action,
  label,
  role,
  hidden,
  apply,
  reset,
  resetHref,
  children,
}: {
  action: string;
  /** The form's accessible name. */
  label: string;
  role?: "search";
  hidden: Record<string, string>;
  apply: string;
  reset: string;
  resetHref: string;
  children: ReactNode;
}) {
  return (
    <GetForm
      action={action}
      aria-label={label}
      role={role}
      className="rounded-xl border border-neutral-200 bg-white p-4 dark:border-neutral-800 dark:bg-neutral-900"
    >
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className={cn("grid gap-4 sm:grid-cols-2 lg:grid-cols-4", role && "items-end")}>
        {children}
        <div className={cn("flex gap-3", role ? "items-center" : "items-end")}>
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

/** A back-office report's filters: selects, a search and dates. */
export function ReportFilters({
  id,
  filters,
  values,
  hidden = {},
  ...bar
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
    <FilterBar hidden={hidden} {...bar}>
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
    </FilterBar>
  );
}

/**
 * A report's list: its filters above the table and its pages, 25 rows a page; the order and the
 * `hidden` values are kept by the filters, the texts of the filters' form are `t`'s.
 */
export function FilteredTable<Row, S extends string, F extends string>({
  t,
  id,
  filters,
  hidden,
  resetHref,
  ...list
}: Omit<ComponentProps<typeof TableList<Row, S, F>>, "pageSize"> & {
  t: (key: "filters" | "apply" | "reset") => string;
  id: string;
  filters: ReportFilter[];
  hidden?: Record<string, string>;
  resetHref?: string;
}) {
  return (
    <>
      <ReportFilters
        id={id}
        label={t("filters")}
        action={getPathname({ locale: list.locale, href: list.pathname })}
        values={list.query.filters}
        hidden={{ ...hidden, sort: list.query.sort, dir: list.query.dir }}
        filters={filters}
        apply={t("apply")}
        reset={t("reset")}
        resetHref={resetHref ?? list.pathname}
      />
      <TableList {...list} pageSize={TABLE_PAGE_SIZE} />
    </>
  );
}

/** A select among `options` (`any` for all), as a report's filter. */
export function selectFilter(name: string, label: string, any: string, options: { value: string; label: string }[]) {
  return { name, label, type: "select", any, options } satisfies ReportFilter;
}
