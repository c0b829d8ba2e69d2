import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { Link } from "@/lib/i18n/navigation";
import { StatusBadge } from "./status-badge";

/** The frame of an editor page: the way back to the list, the title with the status, what the status means now. */
export async function EditorPageShell({
  backHref,
  backLabel,
  title,
  status,
  rejectionReason,
  children,
}: {
  backHref: string;
  backLabel: string;
  title: string;
  status: string;
  rejectionReason: string | null | undefined;
  children: ReactNode;
}) {
  const t = await getTranslations("workspace.editor");
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
      {status === "published" || status === "under_offer" ? (
        <p className="text-sm text-neutral-700 dark:text-neutral-300">{t("publishedNotice")}</p>
      ) : null}
      {children}
    </div>
  );
}
