"use client";

import { useTranslations } from "next-intl";
import { useId, type ReactNode } from "react";
import { toast } from "@/components/app/toast";
import { Button } from "@/components/ui/button";
import { describedBy, inputClasses } from "@/components/ui/field";
import { Honeypot } from "@/components/ui/honeypot";
import { subscribeNewsletter } from "@/lib/site/actions/subscribe-newsletter";
import { cn } from "@/lib/cn";
import { useLightForm } from "@/components/forms/use-light-form";
import type { NewsletterSource } from "@/lib/site/schemas/newsletter";

/**
 * E-mail and express consent (CASL); used by the popup, the footer and the home page.
 * It sits on every page, so it stays light: plain inputs, and the validation schema (zod)
 * is loaded on the first submit rather than with the page.
 */
export function NewsletterForm({
  source,
  notice,
  tone = "default",
  onSubscribed,
}: {
  source: NewsletterSource;
  /** The sender line (NewsletterNotice, rendered on the server). */
  notice: ReactNode;
  tone?: "default" | "inverted";
  onSubscribed?: () => void;
}) {
  const t = useTranslations("newsletter");
  const id = useId();
  const { formRef, errors, submitting, onSubmit, onChange, errorText } = useLightForm({
    loadSchema: async () => (await import("@/lib/site/schemas/newsletter")).newsletterSchema,
    read: (data) => ({
      email: String(data.get("email") ?? ""),
      consent: data.get("consent") === "on",
      source,
      website: String(data.get("website") ?? ""),
    }),
    send: subscribeNewsletter,
    onSent: ({ outcome }) => {
      if (outcome === "already_subscribed") toast.info(t("already"));
      else toast.success(t("success"));
      formRef.current?.reset();
      onSubscribed?.();
    },
  });
  const emailError = errorText(errors.email);
  const consentError = errorText(errors.consent);

  const muted = tone === "inverted" ? "text-neutral-200" : "text-neutral-600 dark:text-neutral-400";
  const strong = tone === "inverted" ? "text-white" : "text-neutral-800 dark:text-neutral-200";
  const errorClass = tone === "inverted" ? "text-error-100" : "text-error-700 dark:text-error-300";

  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      onChange={onChange}
      noValidate
      className="relative space-y-3"
      data-testid={`newsletter-form-${source}`}
    >
      <div>
        <label htmlFor={`${id}-email`} className={cn("mb-1.5 block text-sm font-medium", strong)}>
          {t("emailLabel")}
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder={t("emailPlaceholder")}
            className={inputClasses}
            name="email"
            {...describedBy(`${id}-email`, emailError)}
          />
          <Button
            type="submit"
            variant={tone === "inverted" ? "outline" : "primary"}
            disabled={submitting}
            className="h-11 sm:w-auto"
          >
            {submitting ? t("submitting") : t("submit")}
          </Button>
        </div>
        {emailError ? (
          <p id={`${id}-email-error`} className={cn("mt-1.5 text-sm font-medium", errorClass)}>
            {emailError}
          </p>
        ) : null}
      </div>
      <div>
        <div className="flex items-start gap-2">
          <input
            id={`${id}-consent`}
            type="checkbox"
            className="mt-1 size-4 shrink-0 accent-primary-700"
            name="consent"
            {...describedBy(`${id}-consent`, consentError)}
          />
          <label htmlFor={`${id}-consent`} className={cn("text-sm", muted)}>
            {t("consent")}
          </label>
        </div>
        {consentError ? (
          <p id={`${id}-consent-error`} className={cn("mt-1.5 text-sm font-medium", errorClass)}>
            {consentError}
          </p>
        ) : null}
      </div>
      <p className={cn("text-xs", muted)}>{notice}</p>
      <Honeypot label={t("honeypot")} name="website" />
    </form>
  );
}
