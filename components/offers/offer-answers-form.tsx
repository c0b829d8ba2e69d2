"use client";

import { useTranslations } from "next-intl";
import { MessageDialogForm } from "@/components/forms/message-dialog-form";
import { ActionButton } from "@/components/ui/action-button";
import { buttonClasses } from "@/components/ui/button";
import { Link } from "@/lib/i18n/navigation";
import type { OfferParty } from "@/lib/offers/types";
import { answerOffer } from "@/lib/offers/actions/answer-offer";
import { answerOfferSchema } from "@/lib/offers/schema";

/** Declining needs a message, in a dialog. */
function DeclineButton({ offerId }: { offerId: number }) {
  const t = useTranslations("offers.answers");
  return (
    <MessageDialogForm
      options={{
        schema: answerOfferSchema,
        defaultValues: { offerId, answer: "decline", message: "" },
        action: answerOffer,
      }}
      label={t("decline")}
      trigger={{ variant: "outline" }}
      title={t("declineTitle")}
      // One dialog per offer on the seller's page: each message field its own id.
      fieldIds={`field-decline-offer-${offerId}`}
      message={{ label: t("message"), hint: t("messageHint") }}
      cancel={t("cancel")}
      done={t("declined")}
    />
  );
}

/** Accept in principle or withdraw, each confirmed first (the kit's ActionButton: toast, refresh, disabled until hydrated). */
function ConfirmedAnswer({
  offerId,
  answer,
  viewer,
}: {
  offerId: number;
  answer: "accept" | "withdraw";
  viewer: OfferParty;
}) {
  const t = useTranslations("offers.answers");
  // The seller's versions are counter-offers: they withdraw their counter, and make no new offer.
  const label = t(answer === "withdraw" && viewer === "seller" ? "withdrawCounter" : answer);
  return (
    <ActionButton
      label={label}
      variant={answer === "accept" ? "primary" : "outline"}
      run={() => answerOffer({ offerId, answer, message: "" })}
      success={t(answer === "accept" ? "accepted" : "withdrawn")}
      destructive={answer === "withdraw"}
      confirm={{
        title: t(answer === "accept" ? "acceptTitle" : "withdrawTitle"),
        body: (
          <p>{t(answer === "accept" ? "acceptText" : viewer === "seller" ? "withdrawCounterText" : "withdrawText")}</p>
        ),
        action: label,
      }}
    />
  );
}

/**
 * What the viewer may do with an open offer: when it is their turn, accept in principle, counter (the
 * builder, prefilled from the last version) or decline with a message; when they wrote the current
 * version, withdraw it. Postgres checks each again.
 */
export function OfferAnswers({
  offerId,
  turn,
  viewer,
  counterHref,
}: {
  offerId: number;
  /** "answer": the viewer is awaited; "withdraw": the viewer wrote the current version. */
  turn: "answer" | "withdraw";
  viewer: OfferParty;
  counterHref: string;
}) {
  const t = useTranslations("offers.answers");
  return (
    <div className="flex flex-wrap gap-3" data-testid="offer-answers">
      {turn === "answer" ? (
        <>
          <ConfirmedAnswer offerId={offerId} answer="accept" viewer={viewer} />
          <Link href={counterHref} className={buttonClasses({ variant: "outline" })}>
            {t("counter")}
          </Link>
          <DeclineButton offerId={offerId} />
        </>
      ) : (
        <ConfirmedAnswer offerId={offerId} answer="withdraw" viewer={viewer} />
      )}
    </div>
  );
}
