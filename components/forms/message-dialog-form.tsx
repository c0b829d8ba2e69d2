"use client";

import { useRouter } from "next/navigation";
import { useId, useState, type ReactNode } from "react";
import type { FieldValues, Path } from "react-hook-form";
import { toast } from "@/components/app/toast";
import { Button, type ButtonStyle } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { useHydrated } from "@/lib/use-client-value";
import { FieldIdScope, TextareaField } from "./form-field";
import { PostForm } from "./post-form";
import { SubmitButton } from "./submit-button";
import { useActionForm, type ActionFormOptions } from "./use-action-form";

/**
 * A button that opens a dialog with a message field (up to 2 000 characters) and submits an action
 * with it; on success a toast says so, the dialog closes and the page is read again. `label` names
 * both the button and the dialog's submit; `fieldIds` gives the message field an id of its own when
 * the page shows one such dialog per row.
 */
export function MessageDialogForm<Input extends FieldValues & { message: string }, Output extends FieldValues, Data>({
  options,
  label,
  trigger,
  title,
  fieldIds,
  message,
  cancel,
  done,
}: {
  options: Omit<ActionFormOptions<Input, Output, Data>, "onSuccess">;
  label: string;
  trigger: ButtonStyle;
  title: ReactNode;
  fieldIds: string;
  message: { label: string; hint: string };
  cancel: string;
  /** The toast once sent. */
  done: string;
}) {
  const router = useRouter();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const { form, submit, submitting } = useActionForm({
    ...options,
    onSuccess: () => {
      toast.success(done);
      setOpen(false);
      router.refresh();
    },
  });
  return (
    <>
      {/* Before hydration a click could not open the dialog: the button says so (as SubmitButton does). */}
      <Button {...trigger} disabled={!hydrated} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} labelledBy={titleId}>
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        <PostForm form={form} onSubmit={submit} className="mt-4 space-y-4">
          <FieldIdScope value={fieldIds}>
            <TextareaField<Input>
              name={"message" as Path<Input>}
              label={message.label}
              hint={message.hint}
              maxLength={2000}
              rows={4}
            />
          </FieldIdScope>
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="outline" onClick={() => setOpen(false)}>
              {cancel}
            </Button>
            <SubmitButton disabled={submitting}>{label}</SubmitButton>
          </div>
        </PostForm>
      </Modal>
    </>
  );
}
