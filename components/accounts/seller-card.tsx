import { getTranslations } from "next-intl/server";
import { Avatar } from "@/components/ui/avatar";
import { ArrowRightIcon } from "@/components/ui/icons";
import type { Enums } from "@/lib/supabase/types";
import type { Locale } from "@/lib/i18n/routing";
import type { SellerCard as Seller } from "@/lib/accounts/queries/sellers";
import { Link } from "@/lib/i18n/navigation";

/** Who sells: the owner or the broker, with a link to their public page when they turned it on. */
export async function SellerCard({
  seller,
  listedBy,
  locale,
}: {
  seller: Seller;
  listedBy: Enums<"listing_lister">;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: "listing.seller" });
  const name = [seller.first_name, seller.last_name].filter(Boolean).join(" ") || t("fallbackName");
  return (
    <section
      aria-labelledby="listing-seller"
      className="rounded-lg border border-neutral-200 bg-white p-5 dark:border-neutral-800 dark:bg-neutral-900"
    >
      <h2
        id="listing-seller"
        className="text-sm font-semibold tracking-wide text-neutral-700 uppercase dark:text-neutral-300"
      >
        {listedBy === "broker" ? t("titleBroker") : t("titleOwner")}
      </h2>
      <div className="mt-3 flex items-center gap-3">
        <Avatar src={seller.avatar_url} name={name} size="3xl" />
        <div className="min-w-0">
          <p className="truncate font-semibold text-neutral-950 dark:text-white">{name}</p>
          <p className="text-sm text-neutral-700 dark:text-neutral-300">
            {listedBy === "broker" ? t("broker") : t("owner")}
          </p>
        </div>
      </div>
      {seller.public_slug ? (
        <Link
          href={`/vendeur/${seller.public_slug}`}
          className="mt-4 inline-flex items-center gap-1 text-sm font-medium text-secondary-800 underline underline-offset-2 dark:text-secondary-300"
        >
          {t("profile")}
          <ArrowRightIcon className="size-4" />
        </Link>
      ) : null}
    </section>
  );
}
