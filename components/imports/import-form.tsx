"use client";

import { TitledSection } from "@/components/content/titled-section";
import { useLocale, useTranslations } from "next-intl";
import { PostForm } from "@/components/forms/post-form";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/app/toast";
import { FileField, ProgressBar } from "@/components/forms/file-field";
import { SelectField, TextField } from "@/components/forms/form-field";
import { useActionForm } from "@/components/forms/use-action-form";
import { buttonClasses } from "@/components/ui/button";
import type { ActionResult } from "@/lib/actions/result";
import { toCsv } from "@/lib/csv";
import type { ImportStep as Step, ImportSummary } from "@/lib/imports/engine";
import type { Mapping } from "@/lib/imports/fields";
import { importFormSchema, type ImportFormInput } from "@/lib/imports/schema";
import { SubmitButton } from "@/components/forms/submit-button";
import { HeaderRow } from "@/components/ui/header-row";

type Field = { key: string; required: boolean; example: string };

const mappingOf = (values: Record<string, string> | undefined): Mapping =>
  Object.fromEntries(Object.entries(values ?? {}).map(([k, v]) => [k, v === "" ? null : Number(v)]));

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: "text/csv;charset=utf-8" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  a.click();
  URL.revokeObjectURL(url);
}

/**
 * One import's page, the same for every import: upload (CSV or XLSX) → the columns mapped to the
 * fields (detected, changeable) → the dry run's report (counts, the first problems by row and
 * column, all of them as a CSV) → the import, batch by batch with a progress bar → the dry run
 * again, which then reads "unchanged".
 */
export function ImportFlow({
  name,
  fields,
  withOwner,
  action,
}: {
  /** The file names' stem (template, report). */
  name: string;
  fields: Field[];
  withOwner: boolean;
  action: (data: FormData) => Promise<ActionResult<Step>>;
}) {
  const t = useTranslations("imports");
  const locale = useLocale();
  const router = useRouter();
  const [step, setStep] = useState<Step | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [result, setResult] = useState<ImportSummary | null>(null);

  const request = (values: ImportFormInput, mode: string, batch = 0) => {
    const data = new FormData();
    data.set("file", values.file as File);
    data.set("mode", mode);
    data.set("owner_email", values.owner_email ?? "");
    data.set("mapping", JSON.stringify(mode === "detect" ? {} : mappingOf(values.mapping)));
    data.set("batch", String(batch));
    data.set("locale", locale);
    return action(data);
  };

  const { form, submit } = useActionForm({
    schema: importFormSchema,
    defaultValues: { owner_email: "", mapping: {} },
    action: (values: ImportFormInput) => request(values, "plan"),
    onSuccess: (data) => {
      setStep(data);
      setResult(null);
    },
  });

  const detect = async (file: File | undefined) => {
    setStep(null);
    setResult(null);
    if (!file) return;
    const values = { ...form.getValues(), file };
    const parsed = importFormSchema.safeParse(values);
    if (!parsed.success) return;
    const read = await request(values, "detect");
    if (!read.ok) {
      form.setError("file", { message: read.fieldErrors.file ?? read.message });
      return;
    }
    form.setValue(
      "mapping",
      Object.fromEntries(Object.entries(read.data.mapping).map(([k, v]) => [k, v === null ? "" : String(v)])),
    );
    setStep(read.data);
  };

  const run = async () => {
    const batches = step?.summary?.batches ?? 0;
    const values = form.getValues();
    const total: ImportSummary = {
      ...step!.summary!,
      created: 0,
      updated: 0,
      unchanged: 0,
      refused: 0,
      failedBatches: [],
    };
    setProgress({ done: 0, total: batches });
    for (let batch = 0; batch < batches; batch++) {
      const done = await request(values, "run", batch).catch(() => null);
      if (done?.ok && done.data.summary) {
        const s = done.data.summary;
        total.created += s.created;
        total.updated += s.updated;
        total.unchanged += s.unchanged;
        total.refused += s.refused;
        total.failedBatches.push(...s.failedBatches);
      } else total.failedBatches.push(batch);
      setProgress({ done: batch + 1, total: batches });
    }
    setProgress(null);
    setResult(total);
    if (total.failedBatches.length) toast.error(t("failedBatches", { count: total.failedBatches.length }));
    else toast.success(t("done", { created: total.created, updated: total.updated }));
    // The dry run again: what was imported now reads "unchanged"; the page's lists show the new rows.
    const again = await request(values, "plan");
    if (again.ok) setStep(again.data);
    router.refresh();
  };

  const report = async () => {
    const done = await request(form.getValues(), "report");
    if (done.ok && done.data.report) download(`${name}-${t("report.file")}.csv`, done.data.report);
    else toast.error(t("reportFailed"));
  };

  const template = () =>
    download(
      `${name}-${t("template.file")}.csv`,
      toCsv(
        fields.map((f) => t(`fields.${f.key}` as "fields.reference")),
        [fields.map((f) => f.example)],
      ),
    );

  const summary = step?.summary ?? null;
  const importable = summary ? summary.created + summary.updated : 0;
  const columns =
    step?.headers.map((h, i) => ({ value: String(i), label: h || t("columnNumber", { n: i + 1 }) })) ?? [];
  const busy = form.formState.isSubmitting || progress !== null;

  return (
    <div className="space-y-8">
      <p>
        <button type="button" className={buttonClasses({ variant: "secondary" })} onClick={template}>
          {t("template.download")}
        </button>
      </p>
      <PostForm form={form} onSubmit={submit} className="space-y-6" data-testid="import-form">
        <FileField<ImportFormInput>
          name="file"
          label={t("file")}
          hint={t("fileHint")}
          accept=".csv,.txt,.tsv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          onPick={(file) => void detect(file)}
        />
        {withOwner ? (
          <TextField<ImportFormInput>
            name="owner_email"
            type="email"
            autoComplete="off"
            label={t("owner")}
            hint={t("ownerHint")}
            optional
            onBlur={() => setStep((s) => (s ? { ...s, summary: null } : s))}
          />
        ) : null}
        {step ? (
          <fieldset className="space-y-4">
            <legend className="text-xl font-semibold">{t("mappingTitle", { rows: step.rows })}</legend>
            <p className="text-sm text-neutral-700 dark:text-neutral-300">{t("mappingHint")}</p>
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {fields.map((f) => (
                <SelectField<ImportFormInput>
                  key={f.key}
                  name={`mapping.${f.key}`}
                  label={`${t(`fields.${f.key}` as "fields.reference")}${f.required ? " *" : ""}`}
                  placeholder={t("notImported")}
                  options={columns}
                />
              ))}
            </div>
            <SubmitButton disabled={busy}>{t("check")}</SubmitButton>
          </fieldset>
        ) : null}
      </PostForm>

      {summary ? (
        <TitledSection
          id="import-report"
          title={t(result ? "resultTitle" : "reportTitle")}
          className="space-y-4"
          data-testid="import-report"
        >
          {/* After the import, what it did; before, what it would do (the dry run). */}
          {result ? <Counts summary={result} done /> : <Counts summary={summary} done={false} />}
          {summary.problemCount ? (
            <>
              <p>
                {t("problemsShown", { shown: summary.problems.length, count: summary.problemCount })}{" "}
                <button
                  type="button"
                  className="font-medium underline underline-offset-2"
                  onClick={() => void report()}
                >
                  {t("report.download")}
                </button>
              </p>
              <div className="overflow-x-auto rounded-xl border border-neutral-200 dark:border-neutral-800">
                <table className="w-full text-left text-sm">
                  <thead className="bg-neutral-50 dark:bg-neutral-900">
                    <HeaderRow
                      labels={[t("report.line"), t("report.column"), t("report.message"), t("report.value")]}
                      className="p-2"
                    />
                  </thead>
                  <tbody className="divide-y divide-neutral-200 dark:divide-neutral-800">
                    {summary.problems.map((p, i) => (
                      <tr key={i} data-testid="import-problem">
                        <td className="p-2 tabular-nums">{p.line}</td>
                        <td className="p-2">{p.column ?? t(`fields.${p.field}` as "fields.reference")}</td>
                        <td className="p-2">
                          {t(
                            `problems.${p.code}` as "problems.plan_limit",
                            p.params as { owner: string; plan: string; limit: number },
                          )}
                        </td>
                        <td className="p-2 break-all">{p.value}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          ) : (
            <p>{t("noProblems")}</p>
          )}
          <div className="space-y-3">
            <button
              type="button"
              className={buttonClasses()}
              disabled={importable === 0 || busy}
              onClick={() => void run()}
            >
              {t("run", { count: importable })}
            </button>
            {progress ? <ProgressBar {...progress} label={t("progress", progress)} /> : null}
            {result?.failedBatches.length ? (
              <p role="alert" className="text-error-700 dark:text-error-300">
                {t("failedList", { batches: result.failedBatches.map((b) => b + 1).join(", ") })}
              </p>
            ) : null}
          </div>
        </TitledSection>
      ) : null}
    </div>
  );
}

function Counts({ summary, done }: { summary: ImportSummary; done: boolean }) {
  const t = useTranslations(done ? "imports.doneCounts" : "imports.counts");
  const items = [
    ["created", summary.created],
    ["updated", summary.updated],
    ["unchanged", summary.unchanged],
    ["refused", summary.refused],
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="import-counts">
      {items.map(([key, value]) => (
        <div key={key} className="rounded-xl border border-neutral-200 p-3 dark:border-neutral-800">
          <dt className="text-sm text-neutral-700 dark:text-neutral-300">{t(key)}</dt>
          <dd className="text-2xl font-semibold tabular-nums" data-testid={`count-${key}`}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
