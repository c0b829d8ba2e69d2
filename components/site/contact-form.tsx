"use client";

import { useTranslations } from "next-intl";
import { useState, type ComponentProps } from "react";
import { toast } from "@/components/app/toast";
import { Button } from "@/components/ui/button";
import { DeferredForm } from "@/components/forms/deferred-form";
import { BoundField } from "@/components/forms/field";
import { Honeypot } from "@/components/ui/honeypot";
import { CheckIcon } from "@/components/ui/icons";
import { sendContactMessage } from "@/lib/site/actions/send-contact-message";
import type { ContactInput } from "@/lib/site/schemas/contact";
import { useClientValue } from "@/lib/use-client-value";
import { SubmitButton } from "@/components/forms/submit-button";

const subjectInUrl = () => new URLSearchParams(window.location.search).get("subject")?.trim().slice(0, 200) ?? "";

/**
 * The contact form: errors beside each field, nothing typed is lost when something fails. A
 * DeferredForm: the form machinery and its schema load when it is first used.
 */
export function ContactForm() {
  const t = useTranslations("contact.form");
  const [sent, setSent] = useState<"received" | "duplicate" | null>(null);
  // "Contact us about this property/franchise" links pass the subject in the URL (/contact?subject=…);
  // the page is the same for everyone, so it is read in the browser (a field typed in keeps its text).
  const subject = useClientValue(subjectInUrl, "");
  const defaultValues: ContactInput = { name: "", email: "", phone: "", subject, message: "", website: "" };

  if (sent) {
    return (
      <div
        role="status"
        className="rounded-xl border border-success-300 bg-success-50 p-6 dark:border-success-800 dark:bg-success-950/50"
        data-testid="contact-sent"
      >
        <CheckIcon className="size-8 text-success-700 dark:text-success-300" />
        <h2 className="mt-3 text-xl font-semibold">{sent === "duplicate" ? t("duplicateTitle") : t("successTitle")}</h2>
        <p className="mt-2 text-neutral-700 dark:text-neutral-300">
          {sent === "duplicate" ? t("duplicate") : t("successBody")}
        </p>
        <Button variant="outline" className="mt-4" onClick={() => setSent(null)}>
          {t("another")}
        </Button>
      </div>
    );
  }

  return (
    <DeferredForm
      formProps={{ className: "relative space-y-5", "aria-describedby": "contact-required" }}
      options={{
        schema: async () => (await import("@/lib/site/schemas/contact")).contactSchema,
        defaultValues,
        action: sendContactMessage,
        onSuccess: ({ outcome }) => {
          if (outcome === "duplicate") toast.info(t("duplicate"));
          else toast.success(t("success"));
          setSent(outcome);
        },
      }}
      render={(bind) => {
        // A field of the message: its name, id and label follow one pattern.
        const field = (
          name: "name" | "email" | "phone" | "subject" | "message",
          props: Omit<ComponentProps<typeof BoundField>, "bind" | "name" | "id" | "label">,
        ) => <BoundField bind={bind} name={name} id={`contact-${name}`} label={t(name)} {...props} />;
        return (
          <>
            <p id="contact-required" className="text-sm text-neutral-600 dark:text-neutral-400">
              {t("requiredNote")}
            </p>
            <div className="grid gap-5 sm:grid-cols-2">
              {field("name", { autoComplete: "name", required: true })}
              {field("email", { type: "email", autoComplete: "email", required: true })}
            </div>
            {field("phone", { optional: t("optional"), hint: t("phoneHint"), type: "tel", autoComplete: "tel" })}
            {field("subject", { required: true })}
            {field("message", { hint: t("messageHint"), rows: 7, required: true })}
            <Honeypot label={t("honeypot")} {...bind.control("website")} />
            <p className="text-sm text-neutral-600 dark:text-neutral-400">{t("privacyNote")}</p>
            <SubmitButton size="lg" disabled={bind.submitting}>
              {bind.submitting ? t("submitting") : t("submit")}
            </SubmitButton>
          </>
        );
      }}
    />
  );
}
