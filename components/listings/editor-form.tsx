"use client";

import type { ReactNode } from "react";
import { FormProvider, type FieldValues } from "react-hook-form";
import type { useItemEditor } from "@/components/forms/use-item-editor";
import { DraftBar } from "./draft-bar";
import { EditorActions } from "./editor-actions";

/**
 * The form of every item editor (business, property, expert, franchise): the draft's bar above the
 * kind's sections, and beside them what the kind adds (its completeness) over Save and Submit.
 */
export function EditorForm<Input extends FieldValues & { id?: unknown }, Output extends FieldValues>({
  editor: { form, onSubmit, draft, submitting, setSubmitting },
  status,
  aside,
  children,
}: {
  editor: ReturnType<typeof useItemEditor<Input, Output>>;
  status: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <FormProvider {...form}>
      <form method="post" onSubmit={onSubmit} noValidate className="grid gap-8 lg:grid-cols-[1fr_18rem]">
        <div className="min-w-0 space-y-8">
          <DraftBar
            state={draft.state}
            offer={draft.offer ? new Date(draft.offer.savedAt) : null}
            onRestore={draft.restore}
            onDiscard={draft.discard}
          />
          {children}
        </div>

        <aside className="space-y-4 lg:sticky lg:top-20 lg:self-start">
          {aside}
          <EditorActions
            status={status}
            busy={form.formState.isSubmitting}
            submitting={submitting}
            onChoose={setSubmitting}
          />
        </aside>
      </form>
    </FormProvider>
  );
}
