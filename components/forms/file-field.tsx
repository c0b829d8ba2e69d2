"use client";

import type { FieldValues, Path, PathValue } from "react-hook-form";
import { KitField, useFieldState } from "./form-field";
import { inputClasses } from "./field";

/** A file of the surrounding form, held as a File; `onPick` hears each choice (e.g. to read it at once). */
export function FileField<T extends FieldValues>({
  name,
  label,
  hint,
  accept,
  onPick,
}: {
  name: Path<T>;
  label: string;
  hint: string;
  accept: string;
  onPick?: (file: File | undefined) => void;
}) {
  const { form, id, error, aria } = useFieldState<T>(name, hint);
  return (
    <KitField id={id} label={label} hint={hint} error={error}>
      <input
        id={id}
        type="file"
        accept={accept}
        className={inputClasses}
        {...aria}
        onChange={(e) => {
          const file = e.target.files?.[0];
          form.setValue(name, file as PathValue<T, Path<T>>, { shouldValidate: true, shouldTouch: true });
          onPick?.(file);
        }}
      />
    </KitField>
  );
}

/** A long task's progress, said to screen readers as it moves. */
export function ProgressBar({ done, total, label }: { done: number; total: number; label: string }) {
  return (
    <div aria-live="polite" className="space-y-1">
      <progress max={total} value={done} className="h-2 w-full" aria-label={label} />
      <p className="text-sm">{label}</p>
    </div>
  );
}
