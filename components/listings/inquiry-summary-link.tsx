import { getTranslations } from "next-intl/server";
import { cn } from "@/lib/cn";
import type { Locale } from "@/lib/i18n/routing";
import { Link } from "@/lib/i18n/navigation";

/**
 * A listing row's inquiries (unread / total) as a link to the inbox filtered on that listing:
 * /admin/demandes?listing=entreprise:12. For the workspace lists (list_workspace_entreprises
 * gives inquiries_unread and inquiries_total).
 */
export async function InquirySummaryLink({
  kind,
  id,
  title,
  unread,
  total,
  locale,
  className,
}: {
  kind: "entreprise" | "immobilier";
  id: number;
  title: string;
  unread: number;
  total: number;
  locale: Locale;
  className?: string;
}) {
  const t = await getTranslations({ locale, namespace: "inbox" });
  // Nothing to open yet: said plainly, not as "none unread of 0".
  if (total === 0)
    return <span className={cn("text-sm text-neutral-700 dark:text-neutral-300", className)}>{t("none")}</span>;
  return (
    <Link
      href={{ pathname: "/admin/demandes", query: { listing: `${kind}:${id}` } }}
      aria-label={t("linkLabel", { title, unread, total })}
      className={cn(
        "text-sm underline-offset-2 hover:underline",
        unread > 0 ? "font-semibold text-primary-800 dark:text-primary-300" : "text-neutral-700 dark:text-neutral-300",
        className,
      )}
    >
      {t("link", { unread, total })}
    </Link>
  );
}
