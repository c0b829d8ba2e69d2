import { getTranslations } from "next-intl/server";
import { buttonClasses } from "@/components/ui/button";
import { buyerFilePath, sellerFilePath } from "@/lib/dealroom/paths";
import { publicRoomSummary } from "@/lib/dealroom/teaser";
import type { DealroomKind } from "@/lib/dealroom/types";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";

const OPEN = new Set(["published", "under_offer"]);

/**
 * On a public listing: that it has a confidential file, how many documents and of which kinds (never
 * its identity), and the way to ask for it; its owner gets the way to manage it. Nothing when the
 * listing has no file or is not open.
 */
export async function DealroomTeaser({
  kind,
  id,
  slug,
  status,
  own,
  locale,
}: {
  kind: DealroomKind;
  id: number;
  slug: string;
  status: string;
  own: boolean;
  locale: Locale;
}) {
  if (!OPEN.has(status)) return null;
  const summary = await publicRoomSummary(kind, id);
  if (!summary || summary.documentCount === 0) return null;
  const t = await getTranslations({ locale, namespace: "dealroom" });
  return (
    <section
      aria-labelledby="dealroom-teaser"
      className="rounded-lg border border-neutral-200 bg-white p-5 dark:border-neutral-800 dark:bg-neutral-950"
    >
      <h2 id="dealroom-teaser" className="text-lg font-semibold">
        {t("teaser.heading")}
      </h2>
      <p className="mt-2 text-sm text-neutral-800 dark:text-neutral-200">
        {t("teaser.documents", {
          count: summary.documentCount,
          categories: summary.categories.map((c) => t(`categories.${c}`)).join(", "),
        })}
      </p>
      <p className="mt-2 text-sm text-neutral-700 dark:text-neutral-300">{t("teaser.body")}</p>
      <Link
        href={own ? sellerFilePath(kind, id) : buyerFilePath(kind, slug)}
        className={buttonClasses({ className: "mt-4 w-full" })}
        prefetch={false}
      >
        {own ? t("teaser.own") : t("teaser.ask")}
      </Link>
    </section>
  );
}
