"use client";

import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import type { DefaultValues, FieldValues } from "react-hook-form";
import { toast } from "@/components/app/toast";
import type { ActionResult } from "@/lib/actions/result";
import { useRouter } from "@/lib/i18n/navigation";
import { useActionForm } from "./use-action-form";
import type { SchemaSource } from "./zod-resolver";
import { useDraft } from "./use-draft";

/** A saved item; `pendingReview` when a public listing's changes now wait for review (issue 18). */
type Saved = { id: number; slug: string; pendingReview?: boolean };

/** What an editor's kind of item is, for the editor: its drafts' name, its schema, its list and its actions. */
type ItemKind<Input extends FieldValues, Output extends FieldValues> = {
  kind: string;
  /** The item's schema, or `() => import(…)` of it: zod then loads at the first check (a save, a field left). */
  schema: SchemaSource<Input, Output>;
  /** Where the seller lands after submitting. */
  listPath: string;
  save: (input: Input) => Promise<ActionResult<Saved>>;
  submit: (input: Input) => Promise<ActionResult<Saved>>;
};

/**
 * The workspace editors' shared behaviour: one form bound to the item's schema, "Save" and
 * "Submit" (one button at a time, after any autosave under way, so a new item is created once),
 * the draft kept in the browser and saved on the server as the seller works, and a new item
 * adopting its id (and its /{id}/edit address) after its first save. It starts from the item's
 * `initial` values and its last save on the server.
 */
export function useItemEditor<Input extends FieldValues & { id?: unknown }, Output extends FieldValues>(
  { kind, schema, listPath, save, submit }: ItemKind<Input, Output>,
  { initial, serverUpdatedAt }: { initial: Input; serverUpdatedAt: number | null },
) {
  const t = useTranslations("workspace.editor");
  const tActions = useTranslations("workspace.actions");
  const tRevisions = useTranslations("revisions.editor");
  const router = useRouter();
  const [id, setId] = useState<number | null>(initial.id ? Number(initial.id) : null);
  // The id as the latest save knows it (autosave and the buttons may follow each other closely).
  const idRef = useRef(id);
  const [submitting, setSubmitting] = useState(false);
  const withId = (values: Input): Input => ({ ...values, id: idRef.current });
  // Loaded once, when first needed, for the form's checks and the autosave's alike.
  const [loadSchema] = useState(() => {
    const load = async () => (typeof schema === "function" ? schema() : schema);
    let loading: ReturnType<typeof load> | null = null;
    return () => (loading ??= load());
  });

  const { form, submit: onSubmit } = useActionForm({
    schema: loadSchema,
    defaultValues: initial as DefaultValues<Input>,
    action: async (values: Input) => {
      await draft.settle();
      return submitting ? submit(withId(values)) : save(withId(values));
    },
    onSuccess: (data) => {
      draft.clear();
      if (submitting) {
        toast.success(tActions("submitted"));
        router.push(listPath);
        return;
      }
      toast.success(data.pendingReview ? tRevisions("sentForReview") : t("saved"));
      adopt(data.id);
      // The notice that changes await review (and the way to withdraw them) comes with the page.
      if (data.pendingReview) router.refresh();
      form.reset(form.getValues());
    },
  });

  // A new item gets its address once the server has saved it the first time.
  const adopt = (newId: number) => {
    if (idRef.current !== null) return;
    idRef.current = newId;
    setId(newId);
    window.history.replaceState(null, "", window.location.pathname.replace(/\/new$/, `/${newId}/edit`));
  };

  const draft = useDraft<Input, Saved>({
    form,
    storageKey: `draft:${kind}:${id ?? "new"}`,
    serverUpdatedAt,
    canSave: async (values) => (await loadSchema()).safeParse(withId(values)).success,
    save: (values) => save(withId(values)),
    onSaved: (data) => adopt(data.id),
  });

  return { form, onSubmit, draft, id, submitting, setSubmitting };
}
