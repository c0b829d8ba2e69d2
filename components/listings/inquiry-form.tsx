"use client";

import { useState, type ReactNode } from "react";
import { toast } from "@/components/app/toast";
import { Button } from "@/components/ui/button";
import { DeferredForm } from "@/components/forms/deferred-form";
import { BoundField } from "@/components/forms/field";
import { Honeypot } from "@/components/ui/honeypot";
import { CheckIcon } from "@/components/ui/icons";
import { sendListingInquiry } from "@/lib/listings/actions/send-listing-inquiry";
import type { InquiryInput, InquiryListingKind } from "@/lib/listings/schemas/inquiry";

/** Who reads the inquiry, as the form names them. */
export type InquiryRecipientRole = "seller" | "owner" | "broker";

/** The form's texts, written by the server (components/listings/inquiry-box.tsx). */
export type InquiryText = Record<
  | "requiredNote"
  | "name"
  | "email"
  | "phone"
  | "optional"
  | "phoneHint"
  | "message"
  | "messageHint"
  | "defaultMessage"
  | "honeypot"
  | "submit"
  | "submitting"
  | "success"
  | "successTitle"
  | "successBody"
  | "another",
  string
>;

/**
 * The buyer's message to a listing's owner: errors beside each field, nothing typed is lost when
 * something fails. A DeferredForm: the form machinery and its schema load when it is first used.
 */
export function InquiryForm({
  listingKind,
  listingSlug,
  text,
  consent,
}: {
  listingKind: InquiryListingKind;
  listingSlug: string;
  text: InquiryText;
  /** The consent line, with its links. */
  consent: ReactNode;
}) {
  const [sent, setSent] = useState(false);
  const defaultValues: InquiryInput = {
    listingKind,
    listingSlug,
    name: "",
    email: "",
    phone: "",
    message: text.defaultMessage,
    website: "",
  };

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
      formProps={{ className: "relative space-y-4", "aria-describedby": "inquiry-required" }}
      options={{
        schema: async () => (await import("@/lib/listings/schemas/inquiry")).inquirySchema,
        defaultValues,
        action: sendListingInquiry,
        onSuccess: () => {
          toast.success(text.success);
          setSent(true);
        },
      }}
      render={(bind) => (
        <>
          <p id="inquiry-required" className="text-sm text-neutral-600 dark:text-neutral-400">
            {text.requiredNote}
          </p>
          <BoundField bind={bind} name="name" id="inquiry-name" label={text.name} autoComplete="name" required />
          <BoundField
            bind={bind}
            name="email"
            id="inquiry-email"
            label={text.email}
            type="email"
            autoComplete="email"
            required
          />
          <BoundField
            bind={bind}
            name="phone"
            id="inquiry-phone"
            label={text.phone}
            optional={text.optional}
            hint={text.phoneHint}
            type="tel"
            autoComplete="tel"
          />
          <BoundField
            bind={bind}
            name="message"
            id="inquiry-message"
            label={text.message}
            hint={text.messageHint}
            rows={7}
            required
          />
          <Honeypot label={text.honeypot} {...bind.control("website")} />
          <p className="text-xs text-neutral-600 dark:text-neutral-400">{consent}</p>
          <Button type="submit" size="lg" className="w-full" disabled={bind.submitting}>
            {bind.submitting ? text.submitting : text.submit}
          </Button>
        </>
      )}
    />
  );
}
