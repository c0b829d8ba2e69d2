import type { ReactNode } from "react";
import { inputClasses } from "@/components/forms/field";
import { GetForm } from "@/components/forms/get-form";
import { buttonClasses } from "@/components/ui/button";

/** A list page's title and what it is for, with its buttons (`aside`) at the end of the row. */
export function ListTitle({ title, intro, aside }: { title: string; intro: string; aside: ReactNode }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        <p className="mt-1 text-neutral-700 dark:text-neutral-300">{intro}</p>
      </div>
      {aside}
    </div>
  );
}

/**
 * A list's status filter as a GET form in one row (the fields given as children first), the
 * order kept: `statuses` are the values and their labels.
 */
export function StatusFilter({
  label,
  title,
  any,
  value,
  statuses,
  width,
  sort,
  dir,
  apply,
  children,
}: {
  /** The form's accessible name. */
  label: string;
  /** The select's label. */
  title: string;
  any: string;
  value: string | undefined;
  statuses: [string, string][];
  width: string;
  sort: string;
  dir: string;
  apply: string;
  children?: ReactNode;
}) {
  return (
    <GetForm className="flex flex-wrap items-end gap-3" aria-label={label}>
      {children}
      <label className="text-sm font-medium">
        {title}
        <select name="status" defaultValue={value ?? ""} className={`${inputClasses} mt-1 ${width}`}>
          <option value="">{any}</option>
          {statuses.map(([s, name]) => (
            <option key={s} value={s}>
              {name}
            </option>
          ))}
        </select>
      </label>
      <input type="hidden" name="sort" value={sort} />
      <input type="hidden" name="dir" value={dir} />
      <button type="submit" className={buttonClasses({ variant: "outline" })}>
        {apply}
      </button>
    </GetForm>
  );
}
