import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { Link } from "@/lib/i18n/navigation";
import type { RevisableKind } from "@/lib/listings/kinds";
import { RevisionNotice } from "./revision-notice";
import { StatusBadge } from "./status-badge";

/**
 * A saved item whose public version keeps its owner's later changes for review (issue 18): a
 * listing or a franchise. `review` is given for an administrator (composed by the route): the
 * owner's pending changes to approve or decline, instead of the owner's notice and its withdraw.
 */
type Revisable = { kind: RevisableKind; pending: boolean; review?: ReactNode };

/** What an editor page knows of its saved item (null for a new one). */
type SavedItem = { id: number; status: string; rejection_reason: string | null; owner_id: string; updated_at: string };

/** What an item's editor starts from beside its values: the status, the owner, the last save. */
export function editorStart(item: SavedItem | null, ownerId: string) {
  return {
    status: item?.status ?? "draft",
    ownerId: item?.owner_id ?? ownerId,
    serverUpdatedAt: item ? new Date(item.updated_at).getTime() : null,
  };
}

/** What an edit of the public version does for this editor's user, and the notice that says it. */
function publishedNotice(revisable: Revisable | undefined) {
  if (!revisable) return "publishedNotice"; // an expert profile: edits show at once
  if (revisable.review) return "publishedAdminNotice"; // an administrator writes the public version
  return revisable.pending ? null : "publishedReviewNotice"; // when pending, the notice below says it
}

/** The frame of an editor page: the way back to the list, the title with the status, what the status means now. */
export async function EditorPageShell({
  backHref,
  backLabel,
  title,
  item,
  revisable: reviewable,
  children,
}: {
  backHref: string;
  backLabel: string;
  title: string;
  item: SavedItem | null;
  revisable?: Revisable;
  children: ReactNode;
}) {
  const t = await getTranslations("workspace.editor");
  const status = item?.status ?? "draft";
  const rejectionReason = item?.rejection_reason;
  // A new item has no public version to keep changes aside for.
  const revisable = item ? reviewable : undefined;
  const notice = publishedNotice(revisable);
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-10 sm:px-6">
      <Link href={backHref} className="text-sm font-medium text-primary-800 underline dark:text-primary-300">
        {backLabel}
      </Link>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        <StatusBadge status={status} />
      </div>
      <p className="text-neutral-700 dark:text-neutral-300">{t("intro")}</p>
      {status === "rejected" && rejectionReason ? (
        <p
          role="note"
          className="rounded-lg border border-error-300 bg-error-50 p-4 text-error-950 dark:border-error-700 dark:bg-error-950/60 dark:text-error-50"
        >
          {t("rejectedNotice", { reason: rejectionReason })}
        </p>
      ) : null}
      {status === "submitted" ? (
        <p className="text-sm text-neutral-700 dark:text-neutral-300">{t("submittedNotice")}</p>
      ) : null}
      {(status === "published" || status === "under_offer") && notice ? (
        <p className="text-sm text-neutral-700 dark:text-neutral-300">{t(notice)}</p>
      ) : null}
      {revisable?.review ?? (item && revisable?.pending ? <RevisionNotice kind={revisable.kind} id={item.id} /> : null)}
      {children}
    </div>
  );
}
