"use client";

import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { toast } from "@/components/app/toast";
import { ActionButton } from "@/components/ui/action-button";
import { Button } from "@/components/ui/button";
import { deleteDocument, reorderFileDocuments } from "@/lib/dealroom/actions/manage-file";
import { formatFileSize } from "@/lib/dealroom/format";
import { documentPath } from "@/lib/dealroom/paths";
import type { RoomDocument } from "@/lib/dealroom/queries/documents";
import type { DealroomKind } from "@/lib/dealroom/types";
import { uploadDocument } from "@/lib/dealroom/upload-client";
import { formatDate } from "@/lib/i18n/format";
import { isLocale } from "@/lib/i18n/locale-path";
import { useMessageText } from "@/lib/i18n/use-message-text";
import { DocumentDetailsForm } from "./document-details-form";
import { DOCUMENT_ACCEPT } from "./document-upload-form";

type ListingRef = { kind: DealroomKind; listingId: number };

/** The file's documents in the seller's order: move, edit, replace, delete (the server and Postgres check each). */
export function DocumentList({ listing, documents }: { listing: ListingRef; documents: RoomDocument[] }) {
  const t = useTranslations("dealroom");
  const text = useMessageText();
  const router = useRouter();
  const raw = useLocale();
  const locale = isLocale(raw) ? raw : "fr";
  const [order, setOrder] = useState(documents);
  const [editing, setEditing] = useState<number | null>(null);
  const [problem, setProblem] = useState<{ id: number; message: string } | null>(null);
  const [pending, start] = useTransition();
  // The server's list after a refresh replaces the order shown (React's "adjust state when a prop changes").
  const [shown, setShown] = useState(documents);
  if (shown !== documents) {
    setShown(documents);
    setOrder(documents);
  }

  const move = (index: number, by: -1 | 1) =>
    start(async () => {
      const next = [...order];
      [next[index], next[index + by]] = [next[index + by]!, next[index]!];
      setOrder(next);
      const result = await reorderFileDocuments({ ...listing, ids: next.map((d) => d.id) }).catch(() => null);
      if (result?.ok) toast.success(t("file.row.moved"));
      else {
        setOrder(order);
        toast.error(text(result?.message ?? "forms.errors.network"));
      }
    });

  const replace = (document: RoomDocument, file: File | undefined) =>
    file &&
    start(async () => {
      setProblem(null);
      const result = await uploadDocument({ ...listing, file, replaceId: document.id }).catch(() => null);
      if (result?.ok) {
        toast.success(t("file.row.replaced"));
        router.refresh();
      } else
        setProblem({
          id: document.id,
          message: text(result?.fieldErrors.file ?? result?.message ?? "forms.errors.network") ?? "",
        });
    });

  if (order.length === 0) return null;
  return (
    <ol className="divide-y divide-neutral-200 rounded-lg border border-neutral-200 dark:divide-neutral-800 dark:border-neutral-800">
      {order.map((document, index) => (
        <li key={document.id} className="space-y-3 p-4" aria-busy={pending}>
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="min-w-0">
              <a
                href={documentPath(document.id, "view")}
                target="_blank"
                rel="noopener"
                className="font-medium break-words text-primary-800 underline dark:text-primary-300"
              >
                {document.title}
              </a>
              <p className="text-sm text-neutral-700 dark:text-neutral-300">
                {t("file.row.details", {
                  category: t(`categories.${document.category}`),
                  fileName: document.file_name,
                  size: formatFileSize(document.size_bytes, locale),
                  date: formatDate(document.updated_at, locale),
                })}
              </p>
            </div>
            <div className="flex flex-wrap items-center gap-1">
              <Button
                size="sm"
                variant="ghost"
                disabled={index === 0 || pending}
                onClick={() => move(index, -1)}
                aria-label={t("file.row.moveUp", { title: document.title })}
              >
                <span aria-hidden>↑</span>
              </Button>
              <Button
                size="sm"
                variant="ghost"
                disabled={index === order.length - 1 || pending}
                onClick={() => move(index, 1)}
                aria-label={t("file.row.moveDown", { title: document.title })}
              >
                <span aria-hidden>↓</span>
              </Button>
              <Button
                size="sm"
                variant="ghost"
                aria-expanded={editing === document.id}
                aria-label={t("file.row.editFor", { title: document.title })}
                onClick={() => setEditing(editing === document.id ? null : document.id)}
              >
                {t("file.row.edit")}
              </Button>
              <label className="inline-flex h-9 cursor-pointer items-center rounded-md px-3 text-sm font-semibold text-primary-800 focus-within:outline-2 focus-within:outline-primary-600 hover:bg-neutral-100 dark:text-primary-300 dark:hover:bg-neutral-800">
                {t("file.row.replace")}
                <input
                  type="file"
                  accept={DOCUMENT_ACCEPT}
                  className="sr-only"
                  aria-label={t("file.row.replaceFor", { title: document.title })}
                  disabled={pending}
                  onChange={(e) => {
                    replace(document, e.target.files?.[0]);
                    e.target.value = "";
                  }}
                />
              </label>
              <ActionButton
                size="sm"
                variant="ghost"
                destructive
                label={t("file.row.delete")}
                success={t("file.row.deleted")}
                run={() => deleteDocument({ ...listing, documentId: document.id })}
                confirm={{
                  title: t("file.row.deleteTitle", { title: document.title }),
                  body: t("file.row.deleteBody"),
                  action: t("file.row.delete"),
                }}
              />
            </div>
          </div>
          {problem?.id === document.id ? (
            <p role="alert" className="text-sm font-medium text-error-700 dark:text-error-300">
              {problem.message}
            </p>
          ) : null}
          {editing === document.id ? (
            <DocumentDetailsForm
              listing={listing}
              document={document}
              onDone={() => {
                setEditing(null);
                router.refresh();
              }}
              onCancel={() => setEditing(null)}
            />
          ) : null}
        </li>
      ))}
    </ol>
  );
}
