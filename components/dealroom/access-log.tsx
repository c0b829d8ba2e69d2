import { getTranslations } from "next-intl/server";
import type { AccessEvent } from "@/lib/dealroom/queries/events";
import { formatDateTime } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/routing";

/** Who opened the file and which document, and when (newest first): the owner's and admins' record (issue 41). */
export async function AccessLog({ events, locale }: { events: AccessEvent[]; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "dealroom.file.log" });
  if (events.length === 0) return <p className="text-neutral-700 dark:text-neutral-300">{t("empty")}</p>;
  return (
    <ol
      className="divide-y divide-neutral-200 rounded-lg border border-neutral-200 text-sm dark:divide-neutral-800 dark:border-neutral-800"
      data-testid="dealroom-log"
    >
      {events.map((event) => {
        const who = event.buyer ? `${event.buyer.signed_name} (${event.buyer.buyer_email ?? ""})` : t("team");
        const what =
          event.action === "download"
            ? t("download", { title: event.document_title ?? "" })
            : event.document_title
              ? t("viewDocument", { title: event.document_title })
              : t("viewFile");
        return (
          <li key={event.id} className="flex flex-wrap justify-between gap-x-4 gap-y-1 p-3">
            <span>
              <span className="font-medium">{who}</span> {what}
            </span>
            <time dateTime={event.created_at} className="text-neutral-700 dark:text-neutral-300">
              {formatDateTime(event.created_at, locale)}
            </time>
          </li>
        );
      })}
    </ol>
  );
}
