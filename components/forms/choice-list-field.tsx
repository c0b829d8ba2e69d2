"use client";

import { useTranslations } from "next-intl";
import { useId, useMemo, useState } from "react";
import { Controller, type FieldValues } from "react-hook-form";
import { FieldMessages, inputClasses } from "@/components/forms/field";
import { cn } from "@/lib/cn";
import { foldForSearch } from "@/components/forms/fold";
import type { Option } from "./form-field";
import { useFieldState, type FieldProps } from "./form-field";

type Group = { label: string; options: Option[] };

/**
 * A list of choices with a search box: checkboxes when `multiple` (the form holds an array of
 * values), radio buttons otherwise (one value). Groups (industries above categories) stay visible
 * while searching when one of their options matches. The chosen values show above the list.
 */
export function ChoiceListField<T extends FieldValues>({
  name,
  label,
  hint,
  optional,
  className,
  groups,
  multiple = false,
}: FieldProps<T> & { groups: Group[]; multiple?: boolean }) {
  const { form, id, error } = useFieldState<T>(name, hint);
  const t = useTranslations("formKit");
  const [query, setQuery] = useState("");
  const searchId = useId();
  const labels = useMemo(
    () => new Map(groups.flatMap((g) => g.options.map((o) => [o.value, o.label] as const))),
    [groups],
  );
  const shown = useMemo(() => {
    const q = foldForSearch(query.trim());
    if (!q) return groups;
    return groups
      .map((g) =>
        foldForSearch(g.label).includes(q)
          ? g
          : { ...g, options: g.options.filter((o) => foldForSearch(o.label).includes(q)) },
      )
      .filter((g) => g.options.length > 0);
  }, [groups, query]);

  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => {
        const selected: string[] = multiple
          ? ((field.value as string[] | null) ?? []).map(String)
          : field.value
            ? [String(field.value)]
            : [];
        const toggle = (value: string, on: boolean) => {
          if (!multiple) return field.onChange(value);
          field.onChange(on ? [...selected, value] : selected.filter((v) => v !== value));
        };
        return (
          <fieldset
            className={cn("space-y-2", className)}
            aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
            aria-invalid={error ? true : undefined}
          >
            <legend className="text-sm font-medium text-neutral-800 dark:text-neutral-200">
              {label}
              {optional ? (
                <span className="ml-1 font-normal text-neutral-600 dark:text-neutral-400">({t("optional")})</span>
              ) : null}
            </legend>
            <p className="text-sm text-neutral-700 dark:text-neutral-300" aria-live="polite">
              {selected.length === 0
                ? t("noneChosen")
                : t("chosen", { list: selected.map((v) => labels.get(v) ?? v).join(", ") })}
            </p>
            <label htmlFor={searchId} className="sr-only">
              {t("searchIn", { label: typeof label === "string" ? label : "" })}
            </label>
            <input
              id={searchId}
              type="search"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              placeholder={t("searchPlaceholder")}
              className={inputClasses}
              autoComplete="off"
            />
            <div className="max-h-64 overflow-y-auto rounded-md border border-neutral-300 p-2 dark:border-neutral-600">
              {shown.length === 0 ? (
                <p className="p-2 text-sm text-neutral-600 dark:text-neutral-400">{t("noMatch")}</p>
              ) : null}
              {shown.map((g) => (
                <div
                  key={g.label || "all"}
                  role={g.label ? "group" : undefined}
                  aria-label={g.label || undefined}
                  className="py-1"
                >
                  {g.label ? (
                    <p className="px-2 pt-1 text-xs font-semibold tracking-wide text-neutral-600 uppercase dark:text-neutral-400">
                      {g.label}
                    </p>
                  ) : null}
                  {g.options.map((o, index) => {
                    const optionId = `${id}-${g.label}-${o.value}`.replace(/[^a-zA-Z0-9_-]/g, "-");
                    return (
                      <div
                        key={o.value}
                        className="flex items-center gap-2 rounded px-2 py-1.5 hover:bg-neutral-100 dark:hover:bg-neutral-800"
                      >
                        <input
                          id={optionId}
                          type={multiple ? "checkbox" : "radio"}
                          name={multiple ? undefined : `${id}-choice`}
                          value={o.value}
                          checked={selected.includes(o.value)}
                          onChange={(e) => toggle(o.value, e.target.checked)}
                          onBlur={field.onBlur}
                          ref={index === 0 && g === shown[0] ? field.ref : undefined}
                          className="size-4 accent-primary-700 dark:accent-primary-400"
                        />
                        <label htmlFor={optionId} className="flex-1 cursor-pointer text-sm">
                          {o.label}
                        </label>
                      </div>
                    );
                  })}
                </div>
              ))}
            </div>
            <FieldMessages id={id} error={error} hint={hint} />
          </fieldset>
        );
      }}
    />
  );
}
