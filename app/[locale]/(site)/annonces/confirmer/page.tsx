import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { buttonClasses } from "@/components/ui/button";
import { CheckIcon } from "@/components/ui/icons";
import { cn } from "@/lib/cn";
import { localizedText } from "@/lib/catalogue/localized-text";
import { verifyListingToken } from "@/lib/freshness/confirm-token";
import { confirmListingByLink, type ConfirmOutcome } from "@/lib/freshness/run-freshness-job";
import { listingConfirmSecret } from "@/lib/freshness/secrets";
import { Link } from "@/lib/i18n/navigation";
import { pageLocale } from "@/lib/site/page-locale";
import { createAdminClient } from "@/lib/supabase/admin";
import { itemPaths } from "@/lib/workspace/kinds";

// Every visit checks its link and writes the confirmation: never cached, never indexed.
export const dynamic = "force-dynamic";

type Props = PageProps<"/[locale]/annonces/confirmer">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "freshness.confirm" });
  // The token stays out of Referer headers.
  return { title: t("metaTitle"), robots: { index: false, follow: false }, referrer: "no-referrer" };
}

type View =
  | { state: "confirmed"; outcome: ConfirmOutcome }
  | { state: "notPublic"; outcome: ConfirmOutcome }
  | { state: "notFound" | "expired" | "invalid" | "failed"; kind?: ConfirmOutcome["kind"] };

async function confirm(token: string | undefined): Promise<View> {
  const check = verifyListingToken(token, listingConfirmSecret());
  if (!check.ok) return { state: check.reason === "expired" ? "expired" : "invalid" };
  try {
    const outcome = await confirmListingByLink(createAdminClient(), check.kind, check.id);
    if (outcome.outcome === "confirmed") return { state: "confirmed", outcome };
    if (outcome.outcome === "not_public") return { state: "notPublic", outcome };
    return { state: "notFound", kind: check.kind };
  } catch (error) {
    console.error("[freshness] confirmation link failed:", error);
    return { state: "failed", kind: check.kind };
  }
}

/**
 * The one-click "still available" link of the freshness reminders: a signed, expiring token
 * confirms one published or under-offer listing without signing in, and says what happened.
 */
export default async function ConfirmListingPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const token = (await searchParams).token;
  const view = await confirm(typeof token === "string" ? token : undefined);
  const t = await getTranslations({ locale, namespace: "freshness.confirm" });
  const kind = "outcome" in view ? view.outcome.kind : (view.kind ?? "entreprise");
  const workspace = itemPaths[kind].workspace;
  const title = "outcome" in view && view.outcome.title_fr ? localizedText(view.outcome.title_fr, view.outcome.title_en, locale)!.text : "";

  const heading =
    view.state === "confirmed"
      ? t("confirmedTitle")
      : view.state === "notPublic"
        ? t("notPublicTitle")
        : view.state === "notFound"
          ? t("notFoundTitle")
          : view.state === "expired"
            ? t("expiredTitle")
            : view.state === "failed"
              ? t("failedTitle")
              : t("invalidTitle");
  const body =
    view.state === "confirmed"
      ? t("confirmedBody", { title })
      : view.state === "notPublic"
        ? t("notPublicBody", { title, status: t(`status.${view.outcome.status as "draft"}`) })
        : view.state === "notFound"
          ? t("notFoundBody")
          : view.state === "expired"
            ? t("expiredBody")
            : view.state === "failed"
              ? t("failedBody")
              : t("invalidBody");
  const good = view.state === "confirmed";

  return (
    <div className="mx-auto max-w-2xl px-4 py-16 sm:px-6">
      <section
        aria-labelledby="confirm-title"
        data-testid={`listing-confirm-${view.state}`}
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
              {heading}
            </h1>
            <p className="mt-3" role="status">
              {body}
            </p>
          </div>
        </div>
        <div className="mt-6 flex flex-wrap gap-3">
          {view.state === "confirmed" && view.outcome.slug ? (
            <Link href={`${itemPaths[kind].public}/${view.outcome.slug}`} className={buttonClasses({})}>
              {t("viewListing")}
            </Link>
          ) : null}
          {view.state === "confirmed" || view.state === "notPublic" ? (
            <Link href={workspace} className={buttonClasses({ variant: good ? "secondary" : "primary" })}>
              {t("workspace")}
            </Link>
          ) : null}
          {view.state === "expired" || view.state === "invalid" || view.state === "failed" ? (
            <Link href={workspace} className={buttonClasses({})}>
              {t("signIn")}
            </Link>
          ) : null}
          <Link href="/" className={buttonClasses({ variant: "ghost" })}>
            {t("home")}
          </Link>
        </div>
      </section>
    </div>
  );
}
