import { getTranslations } from "next-intl/server";
import { ActionButton } from "@/components/ui/action-button";
import { PrequalificationMarks } from "@/components/financing/prequalification-mark";
import { accessState, sellerChoices } from "@/lib/dealroom/access";
import { decideRequest } from "@/lib/dealroom/actions/decide-request";
import type { RequestRow } from "@/lib/dealroom/queries/requests";
import { listCurrentPrequalifications } from "@/lib/financing/prequalification/queries";
import { formatDate, formatDateTime, formatPrice } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/routing";
import { labelled } from "@/lib/i18n/typography";
import { createClient } from "@/lib/supabase/server";
import { DecisionForm } from "./decision-form";

/** A buyer's profile as sent with the request: capital, timeline, financing, experience (each "label: value", a list). */
export async function BuyerProfileFacts({ request, locale }: { request: RequestRow; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "dealroom" });
  return (
    <ul className="grid gap-1 text-sm text-neutral-800 sm:grid-cols-2 dark:text-neutral-200">
      <li>
        {labelled(locale, t("request.profile.capital"), formatPrice(Number(request.capital_available ?? 0), locale))}
      </li>
      <li>
        {labelled(locale, t("request.profile.timeline"), request.timeline ? t(`timelines.${request.timeline}`) : "")}
      </li>
      <li className="sm:col-span-2">
        {labelled(
          locale,
          t("request.profile.financing"),
          (request.financing ?? []).map((f) => t(`financing.${f}`)).join(", "),
        )}
        {request.financing_details ? ` — ${request.financing_details}` : null}
      </li>
      <li className="whitespace-pre-line sm:col-span-2">
        {labelled(locale, t("request.profile.experience"), request.experience ?? "")}
      </li>
    </ul>
  );
}

/**
 * The requests on a file, for its owner (and admins): each buyer's profile as sent, the signed
 * agreement, when they last opened the file, and what the seller may decide next.
 */
export async function RequestList({ requests, locale }: { requests: RequestRow[]; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "dealroom" });
  if (requests.length === 0) return <p className="text-neutral-700 dark:text-neutral-300">{t("decision.empty")}</p>;
  // Each buyer's current pre-qualifications (issue 42): the policies show them to this file's owner.
  const marks = await listCurrentPrequalifications(
    await createClient(),
    requests.map((r) => r.buyer_id),
  );
  return (
    <ul className="divide-y divide-neutral-200 rounded-lg border border-neutral-200 dark:divide-neutral-800 dark:border-neutral-800">
      {requests.map((request) => {
        const state = accessState({
          status: request.status,
          expires_at: request.expires_at,
          listingStatus: request.listing_status,
        });
        const choices = sellerChoices(state);
        return (
          <li
            key={request.id}
            id={`demande-${request.id}`}
            className="space-y-3 p-4"
            data-testid="dealroom-request"
            data-state={state}
          >
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <p className="font-semibold">
                {request.signed_name}{" "}
                <span className="font-normal text-neutral-700 dark:text-neutral-300">{request.buyer_email}</span>
              </p>
              <span className="rounded-full bg-neutral-100 px-2.5 py-0.5 text-xs font-semibold dark:bg-neutral-800">
                {t(`decision.states.${state}`)}
              </span>
            </div>
            <BuyerProfileFacts request={request} locale={locale} />
            <PrequalificationMarks marks={marks.get(request.buyer_id)} />
            <p className="text-sm text-neutral-700 dark:text-neutral-300">
              {t("decision.signedAt", { date: formatDateTime(request.signed_at, locale) })}
              {state === "active" && request.expires_at
                ? ` · ${t("decision.expiresAt", { date: formatDate(request.expires_at, locale) })}`
                : null}
              {" · "}
              {request.last_opened_at
                ? t("decision.lastOpened", {
                    date: formatDateTime(request.last_opened_at, locale),
                    downloads: Number(request.downloads),
                  })
                : t("decision.neverOpened")}
            </p>
            {request.decision_message ? (
              <p className="text-sm">{labelled(locale, t("decision.message"), request.decision_message)}</p>
            ) : null}
            <div className="flex flex-wrap items-center gap-2">
              <a
                href={`/api/dealroom/agreements/${request.id}?locale=${locale}`}
                className="text-sm font-semibold text-primary-800 underline dark:text-primary-300"
                download
              >
                {t("decision.agreement")}
              </a>
              {choices.includes("approve") ? (
                <ActionButton
                  size="sm"
                  label={t("decision.approve")}
                  success={t("decision.approved")}
                  run={decideRequest.bind(null, { requestId: request.id, decision: "approve", message: "" })}
                />
              ) : null}
              {choices.includes("decline") ? (
                <DecisionForm requestId={request.id} decision="decline" buyerName={request.signed_name} />
              ) : null}
              {choices.includes("extend") ? (
                <ActionButton
                  size="sm"
                  variant="outline"
                  label={t("decision.extend")}
                  success={t("decision.extended")}
                  run={decideRequest.bind(null, { requestId: request.id, decision: "extend" })}
                />
              ) : null}
              {choices.includes("revoke") ? (
                <DecisionForm requestId={request.id} decision="revoke" buyerName={request.signed_name} />
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
