import { useTranslations } from "next-intl";
import { formatDateTime } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/routing";
import type { ModerationEvent } from "@/lib/moderation/queries";

/**
 * The audit log as a list: when (in the reader's language and Québec's time), who, what and why.
 * `showItem` adds the item's title (the overview's feed of the latest decisions). Rendered on the
 * server (the overview, an editor's history) and in the browser (a queue row's history, read when
 * opened: its provider carries the "moderation", "revisions.history" and "highlight.history" texts).
 */
export function ModerationEventList({
  events,
  locale,
  showItem = false,
}: {
  events: ModerationEvent[];
  locale: Locale;
  showItem?: boolean;
}) {
  const t = useTranslations("moderation");
  const tRevisions = useTranslations("revisions.history");
  const tHighlight = useTranslations("highlight.history");
  if (events.length === 0)
    return <p className="text-sm text-neutral-700 dark:text-neutral-300">{t("history.empty")}</p>;
  const status = (s: string | null) => {
    const key = `status.${s}` as "status.draft";
    return s && t.has(key) ? t(key) : (s ?? "");
  };
  const who = (e: ModerationEvent) =>
    e.actor_email ??
    (e.actor_id === null ? t("history.system") : e.actor_is_admin ? t("history.admin") : t("history.owner"));
  const what = (e: ModerationEvent) =>
    e.action === "revision_approved" || e.action === "revision_rejected"
      ? tRevisions(e.action === "revision_approved" ? "approved" : "rejected")
      : e.action === "featured"
        ? t("history.featured")
        : e.action === "unfeatured"
          ? t("history.unfeatured")
          : e.action === "highlighted" || e.action === "unhighlighted"
            ? tHighlight(e.action)
            : e.from_status === null
              ? t("history.created", { to: status(e.to_status) })
              : t("history.changed", { from: status(e.from_status), to: status(e.to_status) });
  return (
    <ol className="space-y-3">
      {events.map((e) => (
        <li key={e.id} className="rounded-lg border border-neutral-200 p-3 text-sm dark:border-neutral-800">
          <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
            <span className="font-semibold text-neutral-900 dark:text-neutral-100">{what(e)}</span>
            {showItem && e.item_title ? (
              <span className="text-neutral-800 dark:text-neutral-200">· {e.item_title}</span>
            ) : null}
          </p>
          <p className="mt-1 text-neutral-700 dark:text-neutral-300">
            <time dateTime={e.created_at}>{formatDateTime(e.created_at, locale)}</time> ·{" "}
            <span className="wrap-anywhere">{who(e)}</span>
          </p>
          {e.reason ? (
            <p className="mt-2 whitespace-pre-line text-neutral-800 dark:text-neutral-200">
              <span className="font-medium">{t("queue.reasonLabel")} </span>
              {e.reason}
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
