"use client";

import { useTranslations } from "next-intl";
import type { FieldValues, Path } from "react-hook-form";
import { TextareaField, TextField } from "./form-field";

/**
 * A text in French (required) and English (optional) side by side on a desktop, one above the
 * other on a phone. `name` is the stem: the form holds `${name}_fr` and `${name}_en`.
 */
export function BilingualField<T extends FieldValues>({
  name,
  label,
  hint,
  multiline = false,
  maxLength,
  frOptional = false,
}: {
  name: string;
  label: string;
  hint?: string;
  multiline?: boolean;
  maxLength?: number;
  frOptional?: boolean;
}) {
  const t = useTranslations("formKit");
  const Control = multiline ? TextareaField : TextField;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Control<T>
        name={`${name}_fr` as Path<T>}
        label={t("inFrench", { label })}
        hint={hint}
        maxLength={maxLength}
        optional={frOptional}
        lang="fr"
      />
      <Control<T>
        name={`${name}_en` as Path<T>}
        label={t("inEnglish", { label })}
        hint={t("englishHint")}
        maxLength={maxLength}
        optional
        lang="en"
      />
    </div>
  );
}
