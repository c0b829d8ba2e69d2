"use client";

import { useTranslations } from "next-intl";
import { PostForm } from "@/components/forms/post-form";
import { useId } from "react";
import { toast } from "@/components/app/toast";
import { WithIntl } from "@/components/i18n/with-intl";
import { SelectField, TextField } from "@/components/forms/form-field";
import { SummaryAlert } from "@/components/forms/form-alert";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { saveSearch } from "@/lib/alerts/actions/save-search";
import { updateSavedSearch } from "@/lib/alerts/actions/update-saved-search";
import { ALERT_FREQUENCIES, SAVED_SEARCH_NAME_MAX, type AlertFrequency } from "@/lib/alerts/frequencies";
import { SubmitButton } from "@/components/forms/submit-button";

/** What the dialog saves: a new search from /entreprises (its query string), or one of the person's own. */
export type SavedSearchTarget =
  | { kind: "new"; search: string; language: "fr" | "en" }
  | { kind: "edit"; id: number; name: string; frequency: AlertFrequency };

type Values = { name: string; frequency: AlertFrequency };

/**
 * The saved search's name and frequency in the site's Modal: "Save this search" on /entreprises
 * and "Edit" on /profil. On the one form hook: errors at their field, a failed request keeps what
 * was typed, an ended session links to the sign-in.
 */
type DialogProps = { target: SavedSearchTarget; open: boolean; onClose: () => void; onSaved?: () => void };

/** Loaded at the first click: brings next-intl's provider where the page has none yet (WithIntl). */
export default function SavedSearchDialog(props: DialogProps) {
  return (
    <WithIntl>
      <SavedSearchForm {...props} />
    </WithIntl>
  );
}

function SavedSearchForm({ target, open, onClose, onSaved }: DialogProps) {
  const t = useTranslations("savedSearches");
  const titleId = useId();
  const { form, submit, summary, submitting } = useActionForm<Values, Values, { id: number }>({
    schema: () => import("@/lib/alerts/schema").then((m) => m.savedSearchFieldsSchema),
    defaultValues:
      target.kind === "edit" ? { name: target.name, frequency: target.frequency } : { name: "", frequency: "daily" },
    action: (values) =>
      target.kind === "edit"
        ? updateSavedSearch({ id: target.id, ...values })
        : saveSearch({ ...values, search: target.search, language: target.language }),
    summary: "inline",
    onSuccess: () => {
      toast.success(target.kind === "edit" ? t("dialog.updated") : t("dialog.saved"));
      onClose();
      onSaved?.();
    },
  });

  return (
    <Modal open={open} onClose={onClose} labelledBy={titleId}>
      <PostForm form={form} onSubmit={submit} className="space-y-4">
        <h2 id={titleId} className="text-lg font-semibold">
          {target.kind === "edit" ? t("dialog.editTitle") : t("dialog.title")}
        </h2>
        {target.kind === "new" ? (
          <p className="text-sm text-neutral-700 dark:text-neutral-300">{t("dialog.intro")}</p>
        ) : null}
        <SummaryAlert summary={summary} />
        <TextField<Values>
          name="name"
          label={t("fields.name")}
          hint={t("fields.nameHint")}
          maxLength={SAVED_SEARCH_NAME_MAX}
          autoComplete="off"
          required
        />
        <SelectField<Values>
          name="frequency"
          label={t("fields.frequency")}
          options={ALERT_FREQUENCIES.map((value) => ({ value, label: t(`frequencies.${value}`) }))}
        />
        <div className="flex flex-wrap justify-end gap-3 pt-2">
          <Button variant="outline" onClick={onClose} disabled={submitting}>
            {t("dialog.cancel")}
          </Button>
          <SubmitButton disabled={submitting}>
            {target.kind === "edit" ? t("dialog.update") : t("dialog.save")}
          </SubmitButton>
        </div>
      </PostForm>
    </Modal>
  );
}
