"use client";

import { useTranslations } from "next-intl";
import { useId, useMemo, useState } from "react";
import { toast } from "@/components/app/toast";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { inputClasses } from "@/components/forms/field";
import { saveIndustryPreferences } from "@/lib/accounts/actions/save-industry-preferences";
import { preferencesSchema } from "@/lib/accounts/schemas/profile";
import type { IndustryChoice } from "@/lib/accounts/industry-choices";
import { SubmitButton } from "@/components/forms/submit-button";

const fold = (s: string) =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

/**
 * Industries to follow (names and order in the page's language: industryChoices), with a search over
 * industry and category names; saving replaces the set.
 */
export function PreferencesForm({ industries, initial }: { industries: IndustryChoice[]; initial: number[] }) {
  const t = useTranslations("profile.preferences");
  const searchId = useId();
  const [query, setQuery] = useState("");
  const { form, submit, errorOf, submitting } = useActionForm({
    schema: preferencesSchema,
    defaultValues: { industryIds: initial },
    action: saveIndustryPreferences,
    onSuccess: () => toast.success(t("saved")),
  });
  const chosen = new Set(form.watch("industryIds"));
  const setChosen = (next: Set<number>) => form.setValue("industryIds", [...next], { shouldDirty: true });
  const error = errorOf("industryIds");

  const visible = useMemo(() => {
    const q = fold(query.trim());
    if (!q) return industries;
    return industries.filter((i) => fold(i.name).includes(q) || i.categories.some((c) => fold(c).includes(q)));
  }, [industries, query]);

  const toggle = (id: number) => {
    const next = new Set(chosen);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setChosen(next);
  };

  return (
    <form method="post" onSubmit={submit} noValidate className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="w-full max-w-sm space-y-1.5">
          <label htmlFor={searchId} className="block text-sm font-medium text-neutral-800 dark:text-neutral-200">
            {t("search")}
          </label>
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            // Enter filters; it does not save.
            onKeyDown={(e) => e.key === "Enter" && e.preventDefault()}
            className={inputClasses}
          />
        </div>
        <p className="text-sm font-medium text-neutral-700 dark:text-neutral-300" aria-live="polite">
          {t("selected", { count: chosen.size })}
        </p>
      </div>
      <fieldset>
        <legend className="sr-only">{t("title")}</legend>
        {visible.length === 0 ? (
          <p className="text-sm text-neutral-700 dark:text-neutral-300">{t("noMatch", { query })}</p>
        ) : (
          <ul className="grid max-h-[28rem] gap-2 overflow-y-auto pr-1 sm:grid-cols-2">
            {visible.map((industry) => {
              const id = `industry-${industry.id}`;
              const categories = industry.categories.join(", ");
              return (
                <li key={industry.id}>
                  <label
                    htmlFor={id}
                    className="flex h-full cursor-pointer gap-3 rounded-lg border border-neutral-200 p-3 hover:bg-neutral-50 has-[:checked]:border-primary-500 has-[:checked]:bg-primary-50/60 dark:border-neutral-700 dark:hover:bg-neutral-800 dark:has-[:checked]:border-primary-500 dark:has-[:checked]:bg-primary-950/40"
                  >
                    <input
                      id={id}
                      type="checkbox"
                      checked={chosen.has(industry.id)}
                      onChange={() => toggle(industry.id)}
                      className="mt-0.5 size-4 shrink-0 accent-primary-700"
                    />
                    <span>
                      <span className="block text-sm font-semibold">{industry.name}</span>
                      {categories ? (
                        <span className="mt-0.5 line-clamp-2 block text-xs text-neutral-600 dark:text-neutral-400">
                          {t("categories", { list: categories })}
                        </span>
                      ) : null}
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        )}
      </fieldset>
      {error ? (
        <p role="alert" className="text-sm font-medium text-error-700 dark:text-error-300">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <SubmitButton disabled={submitting}>{submitting ? "…" : t("submit")}</SubmitButton>
        <Button variant="ghost" onClick={() => setChosen(new Set())} disabled={submitting || chosen.size === 0}>
          {t("clear")}
        </Button>
      </div>
    </form>
  );
}
