"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "@/components/app/toast";
import { Button } from "@/components/ui/button";
import { DeferredForm } from "@/components/forms/deferred-form";
import { BoundField } from "@/components/forms/field";
import { Honeypot } from "@/components/ui/honeypot";
import { CheckIcon } from "@/components/ui/icons";
import { sendListingInquiry } from "@/lib/listings/actions/send-listing-inquiry";
import { Link } from "@/lib/i18n/navigation";
import type { InquiryInput, InquiryListingKind } from "@/lib/listings/schemas/inquiry";

/** Who reads the inquiry, as the form names them. */
export type InquiryRecipientRole = "seller" | "owner" | "broker";

/**
 * The buyer's message to a listing's owner: errors beside each field, nothing typed is lost when
 * something fails. A DeferredForm: the form machinery and its schema load when it is first used.
 */
export function InquiryForm({
  listingKind,
  listingSlug,
  listingTitle,
  recipient,
}: {
  listingKind: InquiryListingKind;
  listingSlug: string;
  listingTitle: string;
  recipient: InquiryRecipientRole;
}) {
  const t = useTranslations("inquiry.form");
  const [sent, setSent] = useState(false);
  const defaultValues: InquiryInput = {
    listingKind,
    listingSlug,
    name: "",
    email: "",
    phone: "",
    message: t("defaultMessage", { kind: listingKind, title: listingTitle }),
    website: "",
  };
  const phoneHint = t("phoneHint", { recipient });

  if (sent) {
    return (
      <div
        role="status"
        className="rounded-lg border border-success-300 bg-success-50 p-5 dark:border-success-800 dark:bg-success-950/50"
        data-testid="inquiry-sent"
      >
        <CheckIcon className="size-8 text-success-700 dark:text-success-300" />
        <h3 className="mt-3 text-lg font-semibold">{t("successTitle")}</h3>
        <p className="mt-2 text-neutral-700 dark:text-neutral-300">{t("successBody", { recipient })}</p>
        <Button variant="outline" className="mt-4" onClick={() => setSent(false)}>
          {t("another")}
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
          toast.success(t("success", { recipient }));
          setSent(true);
        },
      }}
      render={(bind) => (
        <>
          <p id="inquiry-required" className="text-sm text-neutral-600 dark:text-neutral-400">
            {t("requiredNote")}
          </p>
          <BoundField bind={bind} name="name" id="inquiry-name" label={t("name")} autoComplete="name" required />
          <BoundField
            bind={bind}
            name="email"
            id="inquiry-email"
            label={t("email")}
            type="email"
            autoComplete="email"
            required
          />
          <BoundField
            bind={bind}
            name="phone"
            id="inquiry-phone"
            label={t("phone")}
            optional={t("optional")}
            hint={phoneHint}
            type="tel"
            autoComplete="tel"
          />
          <BoundField
            bind={bind}
            name="message"
            id="inquiry-message"
            label={t("message")}
            hint={t("messageHint")}
            rows={7}
            required
          />
          <Honeypot label={t("honeypot")} {...bind.control("website")} />
          <p className="text-xs text-neutral-600 dark:text-neutral-400">
            {t.rich("consent", {
              recipient,
              terms: (chunks) => (
                <Link href="/conditions-utilisation" className="text-secondary-800 underline dark:text-secondary-300">
                  {chunks}
                </Link>
              ),
              privacy: (chunks) => (
                <Link
                  href="/politique-confidentialite"
                  className="text-secondary-800 underline dark:text-secondary-300"
                >
                  {chunks}
                </Link>
              ),
            })}
          </p>
          <Button type="submit" size="lg" className="w-full" disabled={bind.submitting}>
            {bind.submitting ? t("submitting") : t("submit")}
          </Button>
        </>
      )}
    />
  );
}
