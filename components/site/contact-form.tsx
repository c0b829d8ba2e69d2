"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { toast } from "@/components/app/toast";
import { Button } from "@/components/ui/button";
import { describedBy, Field, inputClasses } from "@/components/forms/field";
import { Honeypot } from "@/components/ui/honeypot";
import { CheckIcon } from "@/components/ui/icons";
import { sendContactMessage } from "@/lib/site/actions/send-contact-message";
import { useActionForm } from "@/components/forms/use-action-form";
import type { ContactInput } from "@/lib/site/schemas/contact";

const empty: ContactInput = { name: "", email: "", phone: "", subject: "", message: "", website: "" };

/** The contact form: errors beside each field, nothing typed is lost when something fails. */
export function ContactForm() {
  const t = useTranslations("contact.form");
  const [sent, setSent] = useState<"received" | "duplicate" | null>(null);
  const { form, submit, submitting, errorOf } = useActionForm({
    // zod loads when the form is first checked, not with the page.
    schema: async () => (await import("@/lib/site/schemas/contact")).contactSchema,
    defaultValues: empty,
    action: sendContactMessage,
    onSuccess: ({ outcome }) => {
      if (outcome === "duplicate") toast.info(t("duplicate"));
      else toast.success(t("success"));
      setSent(outcome);
      form.reset(empty);
    },
  });

  // "Contact us about this property/franchise" links pass the subject in the URL (/contact?subject=…).
  useEffect(() => {
    const subject = new URLSearchParams(window.location.search).get("subject")?.trim().slice(0, 200);
    if (subject && !form.getValues("subject")) form.setValue("subject", subject);
  }, [form]);

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
    <form onSubmit={submit} noValidate className="relative space-y-5" aria-describedby="contact-required">
      <p id="contact-required" className="text-sm text-neutral-600 dark:text-neutral-400">
        {t("requiredNote")}
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="contact-name" label={t("name")} error={errorOf("name")}>
          <input
            id="contact-name"
            autoComplete="name"
            required
            className={inputClasses}
            {...describedBy("contact-name", errorOf("name"))}
            {...form.register("name")}
          />
        </Field>
        <Field id="contact-email" label={t("email")} error={errorOf("email")}>
          <input
            id="contact-email"
            type="email"
            autoComplete="email"
            required
            className={inputClasses}
            {...describedBy("contact-email", errorOf("email"))}
            {...form.register("email")}
          />
        </Field>
      </div>
      <Field
        id="contact-phone"
        label={t("phone")}
        optional={t("optional")}
        error={errorOf("phone")}
        hint={t("phoneHint")}
      >
        <input
          id="contact-phone"
          type="tel"
          autoComplete="tel"
          className={inputClasses}
          {...describedBy("contact-phone", errorOf("phone"), t("phoneHint"))}
          {...form.register("phone")}
        />
      </Field>
      <Field id="contact-subject" label={t("subject")} error={errorOf("subject")}>
        <input
          id="contact-subject"
          required
          className={inputClasses}
          {...describedBy("contact-subject", errorOf("subject"))}
          {...form.register("subject")}
        />
      </Field>
      <Field id="contact-message" label={t("message")} error={errorOf("message")} hint={t("messageHint")}>
        <textarea
          id="contact-message"
          rows={7}
          required
          className={inputClasses}
          {...describedBy("contact-message", errorOf("message"), t("messageHint"))}
          {...form.register("message")}
        />
      </Field>
      <Honeypot label={t("honeypot")} {...form.register("website")} />
      <p className="text-sm text-neutral-600 dark:text-neutral-400">{t("privacyNote")}</p>
      <Button type="submit" size="lg" disabled={submitting}>
        {submitting ? t("submitting") : t("submit")}
      </Button>
    </form>
  );
}
