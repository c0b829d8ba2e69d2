import { getTranslations } from "next-intl/server";
import { OutcomeBox } from "@/components/content/outcome-box";
import { buttonClasses } from "@/components/ui/button";
import { unsubscribeSecret } from "@/lib/alerts/digest-job";
import { alertForLink } from "@/lib/alerts/queries/digest";
import { isTestUnsubscribeToken, verifyUnsubscribeToken } from "@/lib/alerts/token";
import { Link } from "@/lib/i18n/navigation";
import { pageLocale } from "@/lib/i18n/page-locale";
import { createAdminClient } from "@/lib/supabase/admin";
import { tokenLinkMetadata } from "@/lib/site/metadata";

// Read per visit from the link's token: never cached, never indexed.
export const dynamic = "force-dynamic";

type Props = PageProps<"/[locale]/alertes/desabonnement">;

export const generateMetadata = tokenLinkMetadata("alerts.unsubscribe.metaTitle");

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
    <OutcomeBox
      id="unsubscribe-title"
      testId={`alert-unsubscribe-${state}`}
      tone={state === "invalid" || state === "test" ? "warning" : "neutral"}
      title={t(`${state}Title`)}
      body={t(`${state}Body`, { name })}
      home={t("home")}
      actions={
        <>
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
        </>
      }
    />
  );
}
