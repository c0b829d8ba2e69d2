"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { describedBy, Field, inputClasses } from "@/components/ui/field";
import { Honeypot } from "@/components/ui/honeypot";
import { CheckIcon } from "@/components/ui/icons";
import { sendListingInquiry } from "@/lib/actions/inquiry/send-listing-inquiry";
import { zodResolver } from "@/lib/forms/zod-resolver";
import { useErrorText } from "@/lib/hooks/use-error-text";
import { Link } from "@/lib/i18n/navigation";
import { inquirySchema, type InquiryListingKind } from "@/lib/schemas/inquiry";

type Values = { listingKind: InquiryListingKind; listingSlug: string; name: string; email: string; phone: string; message: string; website: string };

/** Who reads the inquiry, as the form names them. */
export type InquiryRecipientRole = "seller" | "owner" | "broker";

/** The buyer's message to a listing's owner: errors beside each field, nothing typed is lost when something fails. */
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
  const errorText = useErrorText();
  const [sent, setSent] = useState(false);
  const empty: Values = {
    listingKind,
    listingSlug,
    name: "",
    email: "",
    phone: "",
    message: t("defaultMessage", { kind: listingKind, title: listingTitle }),
    website: "",
  };
  const form = useForm<Values>({ resolver: zodResolver(inquirySchema) as never, defaultValues: empty });
  const { errors, isSubmitting } = form.formState;
  const error = (field: keyof Values) => errorText(errors[field]?.message);
  const phoneHint = t("phoneHint", { recipient });

  const onSubmit = form.handleSubmit(async (values) => {
    const result = await sendListingInquiry(values);
    if (!result.ok) {
      for (const [field, message] of Object.entries(result.fieldErrors)) form.setError(field as keyof Values, { message });
      toast.error(errorText(result.message));
      return;
    }
    toast.success(t("success", { recipient }));
    setSent(true);
    form.reset(empty);
  });

  if (sent) {
    return (
      <div role="status" className="rounded-lg border border-success-300 bg-success-50 p-5 dark:border-success-800 dark:bg-success-950/50" data-testid="inquiry-sent">
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
    <form onSubmit={onSubmit} noValidate className="relative space-y-4" aria-describedby="inquiry-required">
      <p id="inquiry-required" className="text-sm text-neutral-600 dark:text-neutral-400">
        {t("requiredNote")}
      </p>
      <Field id="inquiry-name" label={t("name")} error={error("name")}>
        <input id="inquiry-name" autoComplete="name" required className={inputClasses} {...describedBy("inquiry-name", error("name"))} {...form.register("name")} />
      </Field>
      <Field id="inquiry-email" label={t("email")} error={error("email")}>
        <input
          id="inquiry-email"
          type="email"
          autoComplete="email"
          required
          className={inputClasses}
          {...describedBy("inquiry-email", error("email"))}
          {...form.register("email")}
        />
      </Field>
      <Field id="inquiry-phone" label={t("phone")} optional={t("optional")} error={error("phone")} hint={phoneHint}>
        <input
          id="inquiry-phone"
          type="tel"
          autoComplete="tel"
          className={inputClasses}
          {...describedBy("inquiry-phone", error("phone"), phoneHint)}
          {...form.register("phone")}
        />
      </Field>
      <Field id="inquiry-message" label={t("message")} error={error("message")} hint={t("messageHint")}>
        <textarea
          id="inquiry-message"
          rows={7}
          required
          className={inputClasses}
          {...describedBy("inquiry-message", error("message"), t("messageHint"))}
          {...form.register("message")}
        />
      </Field>
      <Honeypot label={t("honeypot")} {...form.register("website")} />
      <p className="text-xs text-neutral-600 dark:text-neutral-400">
        {t.rich("consent", {
          recipient,
          terms: (chunks) => (
            <Link href="/conditions-utilisation" className="text-secondary-800 underline dark:text-secondary-300">
              {chunks}
            </Link>
          ),
          privacy: (chunks) => (
            <Link href="/politique-confidentialite" className="text-secondary-800 underline dark:text-secondary-300">
              {chunks}
            </Link>
          ),
        })}
      </p>
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? t("submitting") : t("submit")}
      </Button>
    </form>
  );
}
