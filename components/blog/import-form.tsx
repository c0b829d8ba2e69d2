"use client";

import { TitledSection } from "@/components/content/titled-section";
import { useTranslations } from "next-intl";
import { PostForm } from "@/components/forms/post-form";
import { useState } from "react";
import { toast } from "@/components/app/toast";
import { FileField, ProgressBar } from "@/components/forms/file-field";
import { useActionForm } from "@/components/forms/use-action-form";
import { buttonClasses } from "@/components/ui/button";
import { importArticles } from "@/lib/blog/actions/import-articles";
import type { PlannedArticle } from "@/lib/blog/import";
import { importSchema, type ImportInput } from "@/lib/blog/schema";
import { useMessageText } from "@/lib/i18n/use-message-text";
import { SubmitButton } from "@/components/forms/submit-button";

const formData = (values: ImportInput) => {
  const data = new FormData();
  data.set("file", values.file as File);
  data.set("mode", values.mode);
  if (values.key) data.set("key", values.key);
  return data;
};

/**
 * The import: a Markdown file, a WordPress export, or a zip of them with their images; the dry run lists what each
 * article would become and every problem per file; then the articles are imported one by one
 * with a progress bar. Importing the same file again changes nothing.
 */
export function ImportForm() {
  const t = useTranslations("blogImport");
  const tAll = useTranslations();
  const text = useMessageText();
  const [plan, setPlan] = useState<PlannedArticle[] | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const { form, submit } = useActionForm({
    schema: importSchema,
    defaultValues: { mode: "plan" },
    action: (values: ImportInput) => importArticles(formData({ ...values, mode: "plan" })),
    onSuccess: (data) => setPlan(data.plan),
  });

  const run = async () => {
    if (!plan) return;
    const todo = plan.filter((a) => a.action === "create" || a.action === "update");
    setProgress({ done: 0, total: todo.length });
    let failed = 0;
    for (const [i, article] of todo.entries()) {
      try {
        const result = await importArticles(formData({ ...form.getValues(), mode: "run", key: article.key }));
        if (!result.ok) failed++;
      } catch {
        failed++;
      }
      setProgress({ done: i + 1, total: todo.length });
    }
    if (failed) toast.error(t("failedCount", { count: failed }));
    else toast.success(t("imported", { count: todo.length }));
    // The dry run again: what was imported now reads "unchanged".
    const again = await importArticles(formData({ ...form.getValues(), mode: "plan" }));
    if (again.ok) setPlan(again.data.plan);
    setProgress(null);
  };

  const importable = plan?.filter((a) => a.action === "create" || a.action === "update").length ?? 0;
  return (
    <div className="space-y-8">
      <PostForm form={form} onSubmit={submit} className="space-y-4" data-testid="import-form">
        <FileField<ImportInput>
          name="file"
          label={t("file")}
          hint={t("fileHintAll")}
          accept=".md,.xml,.zip,text/markdown,text/xml,application/xml,application/zip"
          onPick={() => setPlan(null)}
        />
        <SubmitButton disabled={form.formState.isSubmitting || progress !== null}>{t("check")}</SubmitButton>
      </PostForm>
      {plan ? (
        <TitledSection id="import-plan" title={t("planTitle", { count: plan.length })} className="space-y-4">
          {plan.length === 0 ? <p>{t("nothing")}</p> : null}
          <ul className="divide-y divide-neutral-200 rounded-xl border border-neutral-200 dark:divide-neutral-800 dark:border-neutral-800">
            {plan.map((article) => (
              <li key={article.key} className="space-y-1 p-4" data-testid="import-row">
                <p className="flex flex-wrap items-baseline justify-between gap-2">
                  <span className="font-medium">{article.title}</span>
                  <span className="text-sm font-semibold">{t(`actions.${article.action}`)}</span>
                </p>
                <p className="text-sm text-neutral-600 dark:text-neutral-400">{article.files.join(", ")}</p>
                {article.problems.length ? (
                  <ul className="list-disc space-y-1 pl-5 text-sm">
                    {article.problems.map((p, i) => (
                      <li
                        key={i}
                        className={
                          p.warning ? "text-neutral-700 dark:text-neutral-300" : "text-error-700 dark:text-error-300"
                        }
                      >
                        {tAll(p.message as "blogImport.file", {
                          file: p.file,
                          ...p.values,
                          reason: p.values?.reason ? (text(p.values.reason) ?? p.values.reason) : "",
                        })}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
          <div className="space-y-3">
            <button
              type="button"
              className={buttonClasses()}
              disabled={importable === 0 || progress !== null}
              onClick={() => void run()}
            >
              {t("run", { count: importable })}
            </button>
            {progress ? <ProgressBar {...progress} label={t("progress", progress)} /> : null}
          </div>
        </TitledSection>
      ) : null}
    </div>
  );
}
