"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { FormProvider } from "react-hook-form";
import { toast } from "@/components/app/toast";
import { FieldIdScope, TextareaField } from "@/components/forms/form-field";
import { SubmitButton } from "@/components/forms/submit-button";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button, buttonClasses } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Modal } from "@/components/ui/modal";
import { Link } from "@/lib/i18n/navigation";
import { useMessageText } from "@/lib/i18n/use-message-text";
import { answerOffer } from "@/lib/offers/actions/answer-offer";
import { answerOfferSchema, type AnswerOfferInput } from "@/lib/offers/schema";

/** Declining needs a message, in a dialog. */
function DeclineButton({ offerId }: { offerId: number }) {
  const t = useTranslations("offers.answers");
  const router = useRouter();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const { form, submit, submitting } = useActionForm({
    schema: answerOfferSchema,
    defaultValues: { offerId, answer: "decline", message: "" },
    action: answerOffer,
    onSuccess: () => {
      toast.success(t("declined"));
      setOpen(false);
      router.refresh();
    },
  });
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        {t("decline")}
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} labelledBy={titleId}>
        <h2 id={titleId} className="text-lg font-semibold">
          {t("declineTitle")}
        </h2>
        <FormProvider {...form}>
          <form method="post" onSubmit={submit} noValidate className="mt-4 space-y-4">
            {/* One dialog per offer on the seller's page: each message field its own id. */}
            <FieldIdScope value={`field-decline-offer-${offerId}`}>
              <TextareaField<AnswerOfferInput>
                name="message"
                label={t("message")}
                hint={t("messageHint")}
                maxLength={2000}
                rows={4}
              />
            </FieldIdScope>
            <div className="flex flex-wrap justify-end gap-3">
              <Button variant="outline" onClick={() => setOpen(false)}>
                {t("cancel")}
              </Button>
              <SubmitButton disabled={submitting}>{t("decline")}</SubmitButton>
            </div>
          </form>
        </FormProvider>
      </Modal>
    </>
  );
}

/** Accept in principle or withdraw, each confirmed first. */
function ConfirmedAnswer({ offerId, answer }: { offerId: number; answer: "accept" | "withdraw" }) {
  const t = useTranslations("offers.answers");
  const text = useMessageText();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
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
        {t(answer)}
      </Button>
      <ConfirmDialog
        open={open}
        title={t(answer === "accept" ? "acceptTitle" : "withdrawTitle")}
        confirmLabel={t(answer)}
        destructive={answer === "withdraw"}
        busy={busy}
        onConfirm={() => void run()}
        onClose={() => setOpen(false)}
      >
        <p>{t(answer === "accept" ? "acceptText" : "withdrawText")}</p>
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
  counterHref,
}: {
  offerId: number;
  /** "answer": the viewer is awaited; "withdraw": the viewer wrote the current version. */
  turn: "answer" | "withdraw";
  counterHref: string;
}) {
  const t = useTranslations("offers.answers");
  return (
    <div className="flex flex-wrap gap-3" data-testid="offer-answers">
      {turn === "answer" ? (
        <>
          <ConfirmedAnswer offerId={offerId} answer="accept" />
          <Link href={counterHref} className={buttonClasses({ variant: "outline" })}>
            {t("counter")}
          </Link>
          <DeclineButton offerId={offerId} />
        </>
      ) : (
        <ConfirmedAnswer offerId={offerId} answer="withdraw" />
      )}
    </div>
  );
}
