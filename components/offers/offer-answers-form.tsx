"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/app/toast";
import { MessageDialogForm } from "@/components/forms/message-dialog-form";
import { Button, buttonClasses } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Link } from "@/lib/i18n/navigation";
import type { OfferParty } from "@/lib/offers/types";
import { useMessageText } from "@/lib/i18n/use-message-text";
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

/** Accept in principle or withdraw, each confirmed first. */
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
  const text = useMessageText();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  // The seller's versions are counter-offers: they withdraw their counter, and make no new offer.
  const label = answer === "withdraw" && viewer === "seller" ? "withdrawCounter" : answer;
  const run = async () => {
    setBusy(true);
    try {
      const result = await answerOffer({ offerId, answer, message: "" });
      if (result.ok) {
        toast.success(t(answer === "accept" ? "accepted" : "withdrawn"));
        setOpen(false);
        router.refresh();
      } else toast.error(text(result.message) ?? "");
    } catch {
      toast.error(text("forms.errors.network") ?? "");
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant={answer === "accept" ? "primary" : "outline"} onClick={() => setOpen(true)}>
        {t(label)}
      </Button>
      <ConfirmDialog
        open={open}
        title={t(answer === "accept" ? "acceptTitle" : "withdrawTitle")}
        confirmLabel={t(label)}
        destructive={answer === "withdraw"}
        busy={busy}
        onConfirm={() => void run()}
        onClose={() => setOpen(false)}
      >
        <p>{t(answer === "accept" ? "acceptText" : `${label}Text`)}</p>
      </ConfirmDialog>
    </>
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
