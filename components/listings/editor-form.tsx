"use client";

import type { ReactNode } from "react";
import { PostForm } from "@/components/forms/post-form";
import type { FieldValues } from "react-hook-form";
import type { useItemEditor } from "@/components/forms/use-item-editor";
import type { Completeness } from "@/lib/listings/completeness";
import { CompletenessMeter } from "./completeness-meter";
import { DraftBar } from "./draft-bar";
import { EditorActions } from "./editor-actions";

/**
 * What an item editor is given: the values it starts from, the choices its fields offer (`refs`),
 * and the item's status, owner and last save (`editorStart`).
 */
export type ItemEditorProps<Input, Refs> = {
  initial: Input;
  refs: Refs;
  ownerId: string;
  serverUpdatedAt: number | null;
  status: string;
};

/**
 * The form of every item editor (business, property, expert, franchise): the draft's bar above the
 * kind's sections, and beside them the item's completeness (when the kind scores one) over Save and Submit.
 */
export function EditorForm<Input extends FieldValues & { id?: unknown }, Output extends FieldValues>({
  editor: { form, onSubmit, draft, submitting, setSubmitting },
  status,
  completeness,
  children,
}: {
  editor: ReturnType<typeof useItemEditor<Input, Output>>;
  status: string;
  /** The item's completeness as typed (the kinds that score one). */
  completeness?: Completeness;
  children: ReactNode;
}) {
  return (
    <PostForm form={form} onSubmit={onSubmit} className="grid gap-8 lg:grid-cols-[1fr_18rem]">
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
        {completeness ? <CompletenessMeter result={completeness} /> : null}
        <EditorActions
          status={status}
          busy={form.formState.isSubmitting}
          submitting={submitting}
          onChoose={setSubmitting}
        />
      </aside>
    </PostForm>
  );
}
