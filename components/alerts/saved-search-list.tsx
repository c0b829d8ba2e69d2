"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { toast } from "@/components/app/toast";
import { Button, buttonClasses } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useMessageText } from "@/lib/i18n/use-message-text";
import { deleteSavedSearch } from "@/lib/alerts/actions/delete-saved-search";
import type { AlertFrequency } from "@/lib/alerts/frequencies";
import SavedSearchDialog from "./saved-search-form";

/** A saved search as /profil shows it: its filters in words and the link that opens it. */
export type SavedSearchItem = {
  id: number;
  name: string;
  description: string | null;
  frequency: AlertFrequency;
  href: string;
};

/** The person's saved searches: each opens, is renamed or given another frequency (a dialog), or deleted (confirmed). */
export function SavedSearchList({ searches }: { searches: SavedSearchItem[] }) {
  const t = useTranslations("savedSearches");
  const router = useRouter();
  const text = useMessageText();
  const [editing, setEditing] = useState<SavedSearchItem | null>(null);
  const [deleting, setDeleting] = useState<SavedSearchItem | null>(null);
  const [pending, start] = useTransition();
  const remove = (search: SavedSearchItem) =>
    start(async () => {
      try {
        const result = await deleteSavedSearch({ id: search.id });
        if (!result.ok) return void toast.error(text(result.message));
        toast.success(t("profile.deleted"));
        setDeleting(null);
        router.refresh();
      } catch {
        toast.error(text("forms.errors.network"));
      }
    });
  return (
    <>
      <ul className="divide-y divide-neutral-200 dark:divide-neutral-800" aria-label={t("profile.title")}>
        {searches.map((search) => (
          <li key={search.id} className="flex flex-wrap items-start justify-between gap-3 py-4 first:pt-0">
            <div className="min-w-0 flex-1 space-y-1">
              <h3 className="font-semibold break-words">{search.name}</h3>
              <p className="text-sm break-words text-neutral-700 dark:text-neutral-300">
                {search.description ?? t("profile.allBusinesses")}
              </p>
              <p className="text-sm text-neutral-700 dark:text-neutral-300">
                {t("profile.frequency", { frequency: t(`frequencies.${search.frequency}`) })}
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              <a
                href={search.href}
                className={buttonClasses({ variant: "outline", size: "sm" })}
                aria-label={t("profile.openLabel", { name: search.name })}
              >
                {t("profile.open")}
              </a>
              {(["edit", "delete"] as const).map((action) => (
                <Button
                  key={action}
                  variant="outline"
                  size="sm"
                  aria-label={t(`profile.${action}Label`, { name: search.name })}
                  aria-haspopup="dialog"
                  onClick={() => (action === "edit" ? setEditing : setDeleting)(search)}
                >
                  {t(`profile.${action}`)}
                </Button>
              ))}
            </div>
          </li>
        ))}
      </ul>
      {deleting ? (
        <ConfirmDialog
          open
          title={t("profile.deleteTitle", { name: deleting.name })}
          confirmLabel={t("profile.deleteConfirm")}
          destructive
          busy={pending}
          onConfirm={() => remove(deleting)}
          onClose={() => setDeleting(null)}
        >
          <p>{t("profile.deleteBody")}</p>
        </ConfirmDialog>
      ) : null}
      {editing ? (
        <SavedSearchDialog
          key={editing.id}
          target={{ kind: "edit", id: editing.id, name: editing.name, frequency: editing.frequency }}
          open
          onClose={() => setEditing(null)}
          onSaved={() => router.refresh()}
        />
      ) : null}
    </>
  );
}
