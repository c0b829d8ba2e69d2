import type { ReactNode } from "react";
import type { FormBinder } from "@/components/forms/binder";
import { BoundField } from "@/components/forms/field";
import { Honeypot } from "@/components/ui/honeypot";
import type { InquiryInput, InquiryListingKind } from "@/lib/listings/schemas/inquiry";
import { INQUIRY_ANCHOR } from "@/components/listings/inquiry-ids";
import { SubmitButton } from "@/components/forms/submit-button";

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

/** What the form and its server markup share: its place on the page and its first values. */
export type InquiryFormProps = {
  listingKind: InquiryListingKind;
  listingSlug: string;
  text: InquiryText;
  /** The consent line, with its links. */
  consent: ReactNode;
};

export const inquiryFormProps = { className: "relative space-y-4", "aria-describedby": "inquiry-required" };

export function inquiryDefaults({ listingKind, listingSlug, text }: InquiryFormProps): InquiryInput {
  return { listingKind, listingSlug, name: "", email: "", phone: "", message: text.defaultMessage, website: "" };
}

/**
 * The inquiry form's fields, the same on the server (before the form's code loads) and in the
 * browser (components/listings/inquiry-form.tsx).
 */
export function InquiryFields({ text, consent, bind }: { text: InquiryText; consent: ReactNode; bind: FormBinder }) {
  return (
    <>
      <p id="inquiry-required" className="text-sm text-neutral-600 dark:text-neutral-400">
        {text.requiredNote}
      </p>
      <BoundField bind={bind} name="name" id={INQUIRY_ANCHOR} label={text.name} autoComplete="name" required />
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
      <SubmitButton size="lg" className="w-full" disabled={bind.submitting}>
        {bind.submitting ? text.submitting : text.submit}
      </SubmitButton>
    </>
  );
}
