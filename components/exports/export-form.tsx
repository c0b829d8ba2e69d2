import { Field, FieldMessages, describedBy, inputClasses } from "@/components/forms/field";
import { Button } from "@/components/ui/button";
import { GetForm } from "@/components/ui/get-form";

export type ExportFormText = {
  label: string;
  from: string;
  to: string;
  status: string;
  anyStatus: string;
  columns: string;
  format: string;
  formats: { csv: string; xlsx: string };
  download: string;
  personal?: string;
};

/**
 * One dataset's export as a GET form to the download route (works without JavaScript): dates,
 * a status, the columns (checkboxes) and the format. Values and errors come back from the URL.
 */
export function ExportForm({
  action,
  dataset,
  locale,
  columns,
  statuses,
  values,
  errors,
  text,
}: {
  action: string;
  dataset: string;
  locale: string;
  columns: { key: string; label: string; checked: boolean }[];
  statuses?: { value: string; label: string }[];
  values: { from?: string; to?: string; status?: string; format: "csv" | "xlsx" };
  errors: Partial<Record<"from" | "to" | "status" | "columns" | "format", string>>;
  text: ExportFormText;
}) {
  const box = "rounded-xl border border-neutral-200 bg-white p-4 dark:border-neutral-800 dark:bg-neutral-900";
  return (
    <GetForm action={action} aria-label={text.label} className="space-y-6" data-testid="export-form">
      <input type="hidden" name="dataset" value={dataset} />
      <input type="hidden" name="locale" value={locale} />
      <div className={`${box} grid gap-4 sm:grid-cols-3`}>
        {(["from", "to"] as const).map((name) => (
          <Field key={name} id={`export-${name}`} label={text[name]} error={errors[name]}>
            <input
              id={`export-${name}`}
              name={name}
              type="date"
              defaultValue={values[name] ?? ""}
              className={inputClasses}
              {...describedBy(`export-${name}`, errors[name])}
            />
          </Field>
        ))}
        {statuses ? (
          <Field id="export-status" label={text.status} error={errors.status}>
            <select
              id="export-status"
              name="status"
              defaultValue={values.status ?? ""}
              className={inputClasses}
              {...describedBy("export-status", errors.status)}
            >
              <option value="">{text.anyStatus}</option>
              {statuses.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </select>
          </Field>
        ) : null}
      </div>
      <fieldset className={box} {...describedBy("export-columns", errors.columns)}>
        <legend className="px-1 text-sm font-semibold">{text.columns}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {columns.map((c) => (
            <label key={c.key} className="flex min-h-11 items-center gap-2 text-sm sm:min-h-0">
              <input type="checkbox" name="columns" value={c.key} defaultChecked={c.checked} className="size-4" />
              {c.label}
            </label>
          ))}
        </div>
        <FieldMessages id="export-columns" error={errors.columns} className="mt-2" />
      </fieldset>
      <fieldset className={box}>
        <legend className="px-1 text-sm font-semibold">{text.format}</legend>
        <div className="mt-2 flex flex-wrap gap-6">
          {(["csv", "xlsx"] as const).map((f) => (
            <label key={f} className="flex min-h-11 items-center gap-2 text-sm sm:min-h-0">
              <input type="radio" name="format" value={f} defaultChecked={values.format === f} className="size-4" />
              {text.formats[f]}
            </label>
          ))}
        </div>
      </fieldset>
      {text.personal ? (
        <p className="rounded-md border border-warning-300 bg-warning-50 p-3 text-sm text-warning-900 dark:border-warning-700 dark:bg-warning-950 dark:text-warning-100">
          {text.personal}
        </p>
      ) : null}
      <Button type="submit" size="lg">
        {text.download}
      </Button>
    </GetForm>
  );
}
