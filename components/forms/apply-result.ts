import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { toast } from "@/components/app/toast";
import type { ActionResult } from "@/lib/actions/result";

/**
 * Shows an action's failure: each field error beside its field (focus on the first), the summary
 * in a toast. Returns whether the action succeeded. The typed values stay in the form.
 */
export function applyResult<T extends FieldValues, D>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any validated output shape
  form: UseFormReturn<T, unknown, any>,
  result: ActionResult<D>,
  text: (key: string) => string | undefined,
): result is { ok: true; data: D } {
  if (result.ok) return true;
  let first = true;
  for (const [field, message] of Object.entries(result.fieldErrors)) {
    form.setError(field as Path<T>, { message }, { shouldFocus: first });
    first = false;
  }
  toast.error(text(result.message));
  return false;
}
