"use client";

import { useState } from "react";
import { toast } from "@/components/app/toast";
import { Button } from "@/components/ui/button";
import { useAccountFill, type AccountFields } from "@/components/forms/account-fill";
import { DeferredForm } from "@/components/forms/deferred-form";
import { CheckIcon } from "@/components/ui/icons";
import { sendListingInquiry } from "@/lib/listings/actions/send-listing-inquiry";
import {
  inquiryDefaults,
  InquiryFields,
  inquiryFormProps,
  type InquiryFormProps,
} from "@/components/listings/inquiry-fields";
import { INQUIRY_ANCHOR } from "@/components/listings/inquiry-ids";

/** The fields a signed-in buyer finds filled with their account's details. */
const ACCOUNT_FIELDS: AccountFields = { name: INQUIRY_ANCHOR, email: "inquiry-email", phone: "inquiry-phone" };

/** Who reads the inquiry, as the form names them. */
export type InquiryRecipientRole = "seller" | "owner" | "broker";

/**
 * The buyer's message to a listing's owner: errors beside each field, nothing typed is lost when
 * something fails. Loaded when the form nears the screen or is first used (InquiryLoader, over the
 * server's markup); a DeferredForm: the form machinery and its schema load when it is first used.
 */
export function InquiryForm(props: InquiryFormProps) {
  const { text } = props;
  const [sent, setSent] = useState(false);
  const defaultValues = inquiryDefaults(props);
  // The page may be the copy cached for everyone: the signed-in buyer's details come from the browser.
  useAccountFill(ACCOUNT_FIELDS, sent);

  if (sent) {
    return (
      <div
        role="status"
        className="rounded-lg border border-success-300 bg-success-50 p-5 dark:border-success-800 dark:bg-success-950/50"
        data-testid="inquiry-sent"
      >
        <CheckIcon className="size-8 text-success-700 dark:text-success-300" />
        <h3 className="mt-3 text-lg font-semibold">{text.successTitle}</h3>
        <p className="mt-2 text-neutral-700 dark:text-neutral-300">{text.successBody}</p>
        <Button variant="outline" className="mt-4" onClick={() => setSent(false)}>
          {text.another}
        </Button>
      </div>
    );
  }

  return (
    <DeferredForm
      formProps={inquiryFormProps}
      options={{
        schema: async () => (await import("@/lib/listings/schemas/inquiry")).inquirySchema,
        defaultValues,
        action: sendListingInquiry,
        onSuccess: () => {
          toast.success(text.success);
          setSent(true);
        },
      }}
      render={(bind) => <InquiryFields text={text} consent={props.consent} bind={bind} />}
    />
  );
}
