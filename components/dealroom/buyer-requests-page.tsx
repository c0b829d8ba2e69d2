import { getTranslations } from "next-intl/server";
import { buttonClasses } from "@/components/ui/button";
import { accessState } from "@/lib/dealroom/access";
import { buyerFilePath } from "@/lib/dealroom/paths";
import { listRequests } from "@/lib/dealroom/queries/requests";
import { formatDateTime } from "@/lib/i18n/format";
import { localizedText } from "@/lib/i18n/localized-text";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { createClient } from "@/lib/supabase/server";
import { requestStateText } from "./request-state";

const link = "font-semibold text-primary-800 underline dark:text-primary-300";

/**
 * The buyer's list of their access requests (issue 41, /profil/dossiers): each listing, where the
 * request stands with its date, the signed agreement, and the way to the file (the room when open).
 */
export async function BuyerRequestsPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "dealroom" });
  const { rows, total } = await listRequests(await createClient(), { scope: "buyer", limit: 200 });
  const items = await Promise.all(
    rows.map(async (request) => {
      const state = accessState({
        status: request.status,
        expires_at: request.expires_at,
        listingStatus: request.listing_status,
      });
      return { request, state, text: await requestStateText(request, state, locale) };
    }),
  );
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-10 sm:px-6">
      <div className="space-y-2">
        <Link href="/profil" className="text-sm text-primary-800 underline dark:text-primary-300">
          {t("mine.back")}
        </Link>
        <h1 className="text-3xl font-bold tracking-tight">{t("mine.title")}</h1>
        <p className="text-neutral-700 dark:text-neutral-300">{t("mine.intro")}</p>
      </div>
      {items.length === 0 ? (
        <div className="space-y-3 rounded-lg border border-dashed border-neutral-300 p-6 dark:border-neutral-700">
          <p className="text-neutral-700 dark:text-neutral-300">{t("mine.empty")}</p>
          <Link href="/entreprises" className={link}>
            {t("mine.browse")}
          </Link>
        </div>
      ) : (
        <>
          <p className="text-sm text-neutral-700 dark:text-neutral-300">{t("mine.count", { count: total })}</p>
          <ul className="space-y-4">
            {items.map(({ request, state, text }) => (
              <li
                key={request.id}
                className="space-y-3 rounded-lg border border-neutral-200 p-4 sm:p-5 dark:border-neutral-800"
                data-testid="dealroom-my-request"
                data-state={state}
              >
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h2 className="text-lg font-semibold break-words">
                    {localizedText(request.listing_title_fr, request.listing_title_en, locale)?.text}
                  </h2>
                  <span className="rounded-full bg-neutral-100 px-2.5 py-0.5 text-xs font-semibold dark:bg-neutral-800">
                    {t(`decision.states.${state}`)}
                  </span>
                </div>
                <p>{text}</p>
                {state === "declined" && request.decision_message ? (
                  <p className="text-sm text-neutral-700 dark:text-neutral-300">
                    {t("request.status.declinedMessage", { message: request.decision_message })}
                  </p>
                ) : null}
                <p className="text-sm text-neutral-700 dark:text-neutral-300">
                  {t("decision.signedAt", { date: formatDateTime(request.signed_at, locale) })}
                </p>
                <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
                  {request.listing_slug && state !== "closed" ? (
                    <Link
                      href={buyerFilePath(request.kind, request.listing_slug)}
                      className={
                        state === "active"
                          ? buttonClasses({ size: "sm" })
                          : buttonClasses({ size: "sm", variant: "outline" })
                      }
                    >
                      {state === "active" ? t("mine.open") : t("mine.see")}
                    </Link>
                  ) : null}
                  <a href={`/api/dealroom/agreements/${request.id}?locale=${locale}`} className={link} download>
                    {t("decision.agreement")}
                  </a>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
