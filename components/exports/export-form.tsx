import { Field, FieldMessages, describedBy, inputClasses } from "@/components/forms/field";
import { FormAlert } from "@/components/forms/form-alert";
import { Button } from "@/components/ui/button";
import { GetForm } from "@/components/forms/get-form";

export type ExportFormText = {
  label: string;
  from: string;
  to: string;
  status: string;
  anyStatus: string;
  columns: string;
  format: string;
  download: string;
  personal?: string;
  /** Why the last download was refused before it started (the database's answer, in words). */
  failed?: string;
};

/** A file format: its name and what it is for, so the admin knows which to pick. */
export type ExportFormatChoice<F extends string> = { value: F; label: string; hint: string };

/**
 * One dataset's export as a GET form to the download route (works without JavaScript): dates,
 * a status, the columns (checkboxes) and the format. Values, errors and a refused download come back
 * from the URL.
 */
export function ExportForm<F extends string>({
  action,
  dataset,
  locale,
  columns,
  statuses,
  formats,
  values,
  errors,
  text,
}: {
  action: string;
  dataset: string;
  locale: string;
  columns: { key: string; label: string; checked: boolean }[];
  statuses?: { value: string; label: string }[];
  formats: ExportFormatChoice<F>[];
  values: { from?: string; to?: string; status?: string; format: F };
  errors: Partial<Record<"from" | "to" | "status" | "columns" | "format", string>>;
  text: ExportFormText;
}) {
  const box = "rounded-xl border border-neutral-200 bg-white p-4 dark:border-neutral-800 dark:bg-neutral-900";
  return (
    <GetForm action={action} aria-label={text.label} className="space-y-6" data-testid="export-form">
      <FormAlert message={text.failed} />
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
        <div className="mt-2 grid gap-3 lg:grid-cols-3">
          {formats.map((f) => (
            <div key={f.value} className="text-sm">
              <label className="flex min-h-11 items-center gap-2 font-medium sm:min-h-0">
                <input
                  type="radio"
                  name="format"
                  value={f.value}
                  defaultChecked={values.format === f.value}
                  aria-describedby={`export-format-${f.value}-hint`}
                  className="size-4 shrink-0"
                />
                {f.label}
              </label>
              <p id={`export-format-${f.value}-hint`} className="ms-6 mt-1 text-neutral-600 dark:text-neutral-400">
                {f.hint}
              </p>
            </div>
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
