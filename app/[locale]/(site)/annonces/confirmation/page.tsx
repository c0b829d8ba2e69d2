import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";
import { buttonClasses } from "@/components/ui/button";
import { CheckIcon } from "@/components/ui/icons";
import { localizePath } from "@/lib/i18n/locale-path";
import { cn } from "@/lib/cn";
import { localizedText } from "@/lib/i18n/localized-text";
import { verifyListingToken, type FreshnessKind } from "@/lib/listings/freshness-token";
import { listingForLink } from "@/lib/listings/queries/freshness";
import { listingConfirmSecret } from "@/lib/listings/freshness-secrets";
import { Link } from "@/lib/i18n/navigation";
import { pageLocale } from "@/lib/i18n/page-locale";
import { createAdminClient } from "@/lib/supabase/admin";
import { itemPaths } from "@/lib/listings/kinds";

// Read per visit from the link's token: never cached, never indexed.
export const dynamic = "force-dynamic";

type Props = PageProps<"/[locale]/annonces/confirmation">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "freshness.confirm" });
  // The token stays out of Referer headers.
  return { title: t("metaTitle"), robots: { index: false, follow: false }, referrer: "no-referrer" };
}

type State = "confirmed" | "notPublic" | "notFound" | "expired" | "invalid" | "failed";
type Listing = { slug: string; title_fr: string; title_en: string | null; status: string };

const one = (value: string | string[] | undefined) => (typeof value === "string" ? value : undefined);

/**
 * What the one-click confirmation link did (app/[locale]/(site)/annonces/confirmer/route.ts
 * confirms, then sends the owner here). The token is checked again: only its holder sees the
 * listing's name; an expired or altered link gets the way to confirm from the workspace.
 */
export default async function ListingConfirmationPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const query = await searchParams;
  const token = one(query.token);
  const reported = one(query.etat);
  const check = verifyListingToken(token, listingConfirmSecret());

  let state: State = check.ok ? "failed" : check.reason === "expired" ? "expired" : "invalid";
  let kind: FreshnessKind = "entreprise";
  let listing: Listing | null = null;
  if (check.ok) {
    // A valid link opened here directly has not confirmed anything yet: confirm first.
    if (reported !== "confirmed" && reported !== "not_public" && reported !== "not_found" && reported !== "failed") {
      redirect(`${localizePath("/annonces/confirmer", locale)}?token=${encodeURIComponent(token!)}`);
    }
    kind = check.kind;
    if (reported !== "failed") {
      try {
        listing = await listingForLink(createAdminClient(), check.kind, check.id);
        const open = listing?.status === "published" || listing?.status === "under_offer";
        state = !listing ? "notFound" : open && reported === "confirmed" ? "confirmed" : open ? "failed" : "notPublic";
      } catch (error) {
        console.error("[freshness] confirmation page:", error);
      }
    }
  }

  const t = await getTranslations({ locale, namespace: "freshness.confirm" });
  const workspace = itemPaths[kind].workspace;
  const title = listing ? localizedText(listing.title_fr, listing.title_en, locale)!.text : "";
  const texts: Record<State, { heading: string; body: string }> = {
    confirmed: { heading: t("confirmedTitle"), body: t("confirmedBody", { title }) },
    notPublic: {
      heading: t("notPublicTitle"),
      body: listing ? t("notPublicBody", { title, status: t(`status.${listing.status as "draft"}`) }) : "",
    },
    notFound: { heading: t("notFoundTitle"), body: t("notFoundBody") },
    expired: { heading: t("expiredTitle"), body: t("expiredBody") },
    invalid: { heading: t("invalidTitle"), body: t("invalidBody") },
    failed: { heading: t("failedTitle"), body: t("failedBody") },
  };
  const good = state === "confirmed";

  return (
    <div className="mx-auto max-w-2xl px-4 py-16 sm:px-6">
      <section
        aria-labelledby="confirm-title"
        data-testid={`listing-confirm-${state}`}
        className={cn(
          "rounded-xl border p-6 shadow-sm sm:p-8",
          good
            ? "border-success-300 bg-success-50 text-success-950 dark:border-success-700 dark:bg-success-950/60 dark:text-success-50"
            : "border-warning-400 bg-warning-50 text-warning-950 dark:border-warning-700 dark:bg-warning-950/60 dark:text-warning-50",
        )}
      >
        <div className="flex items-start gap-3">
          {good ? <CheckIcon className="mt-1 size-6 shrink-0" /> : null}
          <div>
            <h1 id="confirm-title" className="text-2xl font-bold tracking-tight">
              {texts[state].heading}
            </h1>
            <p className="mt-3" role="status">
              {texts[state].body}
            </p>
          </div>
        </div>
        <div className="mt-6 flex flex-wrap gap-3">
          {state === "confirmed" && listing ? (
            <Link href={`${itemPaths[kind].public}/${listing.slug}`} className={buttonClasses({})}>
              {t("viewListing")}
            </Link>
          ) : null}
          {state === "confirmed" || state === "notPublic" ? (
            <Link href={workspace} className={buttonClasses({ variant: good ? "outline" : "primary" })}>
              {t("workspace")}
            </Link>
          ) : (
            <Link href={workspace} className={buttonClasses({})}>
              {t("signIn")}
            </Link>
          )}
          <Link href="/" className={buttonClasses({ variant: "ghost" })}>
            {t("home")}
          </Link>
        </div>
      </section>
    </div>
  );
}
