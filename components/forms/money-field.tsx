"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { Controller, type FieldValues } from "react-hook-form";
import { inputClasses } from "@/components/forms/field";
import { cn } from "@/lib/cn";
import { formatMoneyInput, parseMoney } from "@/lib/i18n/money";
import { useKitField, type FieldProps } from "./form-field";

/**
 * An amount in Canadian dollars, typed as people write it in their language and shown grouped
 * once the field is left. The form holds a number (or null when empty, NaN when unreadable, which
 * the schema refuses with its message).
 */
export function MoneyField<T extends FieldValues>(props: FieldProps<T> & { disabled?: boolean }) {
  const { form, id, aria, name, rest, wrap } = useKitField<T, { disabled?: boolean }>(props);
  const { disabled } = rest;
  const locale = useLocale();
  const t = useTranslations("formKit");
  const [draft, setDraft] = useState<string | null>(null);
  return wrap(
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <div className="relative">
          <input
            id={id}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            disabled={disabled}
            className={cn(inputClasses, locale === "en" ? "pl-7" : "pr-8")}
            {...aria}
            ref={field.ref}
            name={field.name}
            value={draft ?? formatMoneyInput(field.value as number | null, locale)}
            onChange={(e) => {
              setDraft(e.target.value);
              field.onChange(parseMoney(e.target.value, locale));
            }}
            onBlur={() => {
              setDraft(null);
              field.onBlur();
            }}
          />
          <span
            aria-hidden
            className={cn(
              "pointer-events-none absolute inset-y-0 flex items-center text-neutral-600 dark:text-neutral-400",
              locale === "en" ? "left-3" : "right-3",
            )}
          >
            $
          </span>
          <span className="sr-only">{t("currency")}</span>
        </div>
      )}
    />,
  );
}
