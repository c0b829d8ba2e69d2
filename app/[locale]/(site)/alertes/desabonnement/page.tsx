import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { buttonClasses } from "@/components/ui/button";
import { unsubscribeSecret } from "@/lib/alerts/digest-job";
import { alertForLink } from "@/lib/alerts/queries/digest";
import { isTestUnsubscribeToken, verifyUnsubscribeToken } from "@/lib/alerts/token";
import { cn } from "@/lib/cn";
import { Link } from "@/lib/i18n/navigation";
import { pageLocale } from "@/lib/i18n/page-locale";
import { createAdminClient } from "@/lib/supabase/admin";

// Read per visit from the link's token: never cached, never indexed.
export const dynamic = "force-dynamic";

type Props = PageProps<"/[locale]/alertes/desabonnement">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "alerts.unsubscribe" });
  return { title: t("metaTitle"), robots: { index: false, follow: false }, referrer: "no-referrer" };
}

const one = (value: string | string[] | undefined) => (typeof value === "string" ? value : undefined);

/**
 * The link of a digest that stops just that alert, without signing in: GET shows what it stops and
 * a button (a POST to /api/alerts/unsubscribe, the same door as the one-click header), which
 * sends the visitor back here with the outcome.
 */
export default async function AlertUnsubscribePage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const query = await searchParams;
  const t = await getTranslations({ locale, namespace: "alerts.unsubscribe" });
  const token = one(query.token);
  const status = one(query.status);
  const ref = verifyUnsubscribeToken(token, unsubscribeSecret());
  const test = !ref && isTestUnsubscribeToken(token, unsubscribeSecret());
  const alert = ref ? await alertForLink(createAdminClient(), ref) : null;
  const state =
    status === "done"
      ? "done"
      : test || status === "test"
        ? "test"
        : !ref || !alert || status === "invalid"
          ? "invalid"
          : alert.active
            ? "confirm"
            : "already";
  const name = alert?.name ?? t("preferencesName");

  return (
    <div className="mx-auto max-w-2xl px-4 py-16 sm:px-6">
      <section
        aria-labelledby="unsubscribe-title"
        data-testid={`alert-unsubscribe-${state}`}
        className={cn(
          "rounded-xl border p-6 shadow-sm sm:p-8",
          state === "invalid" || state === "test"
            ? "border-warning-400 bg-warning-50 text-warning-950 dark:border-warning-700 dark:bg-warning-950/60 dark:text-warning-50"
            : "border-neutral-200 bg-white text-neutral-900 dark:border-neutral-800 dark:bg-neutral-900 dark:text-neutral-100",
        )}
      >
        <h1 id="unsubscribe-title" className="text-2xl font-bold tracking-tight">
          {t(`${state}Title`)}
        </h1>
        <p className="mt-3" role="status">
          {t(`${state}Body`, { name })}
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          {state === "confirm" && token ? (
            <form method="post" action="/api/alerts/unsubscribe">
              <input type="hidden" name="token" value={token} />
              <input type="hidden" name="locale" value={locale} />
              <button type="submit" className={buttonClasses({})}>
                {t("stop")}
              </button>
            </form>
          ) : null}
          <Link href="/profil" className={buttonClasses({ variant: "outline" })}>
            {t("manage")}
          </Link>
          <Link href="/" className={buttonClasses({ variant: "ghost" })}>
            {t("home")}
          </Link>
        </div>
      </section>
    </div>
  );
}
