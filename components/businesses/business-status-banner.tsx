import { getTranslations } from "next-intl/server";
import { cn } from "@/lib/cn";
import type { ListingStatus } from "@/lib/listings/types";
import type { Locale } from "@/lib/i18n/routing";

const tones = {
  preview:
    "border-warning-400 bg-warning-50 text-warning-950 dark:border-warning-700 dark:bg-warning-950/60 dark:text-warning-50",
  under_offer:
    "border-secondary-300 bg-secondary-50 text-secondary-950 dark:border-secondary-700 dark:bg-secondary-950/60 dark:text-secondary-50",
  sold: "border-error-300 bg-error-50 text-error-950 dark:border-error-700 dark:bg-error-950/60 dark:text-error-50",
} as const;

/** What a visitor must know before reading on: a private preview, an accepted offer, or a sold business. */
export async function BusinessStatusBanner({
  status,
  preview,
  locale,
}: {
  status: ListingStatus;
  preview: boolean;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: "listing.banners" });
  const kind = preview ? "preview" : status === "under_offer" || status === "sold" ? status : null;
  if (!kind) return null;
  const title = kind === "preview" ? t("previewTitle") : kind === "sold" ? t("soldTitle") : t("underOfferTitle");
  const body =
    kind === "preview"
      ? t("preview", { status: t(`status.${status}`) })
      : kind === "sold"
        ? t("sold")
        : t("underOffer");
  return (
    <div
      role={kind === "under_offer" ? undefined : "note"}
      className={cn("rounded-lg border p-4", tones[kind])}
      data-testid={`listing-banner-${kind}`}
    >
      <p className="font-semibold">{title}</p>
      <p className="mt-1 text-sm">{body}</p>
    </div>
  );
}
