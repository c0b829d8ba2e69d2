"use client";

import { useText } from "@/lib/i18n/messages-context";
import { useId, type ReactNode } from "react";
import { toast } from "@/components/app/toast";
import { Button } from "@/components/ui/button";
import { DeferredForm } from "@/components/forms/deferred-form";
import { describedBy, inputClasses } from "@/components/forms/field";
import { Honeypot } from "@/components/ui/honeypot";
import { subscribeNewsletter } from "@/lib/site/actions/subscribe-newsletter";
import { cn } from "@/lib/cn";
import type { NewsletterInput, NewsletterSource } from "@/lib/site/schemas/newsletter";

/**
 * E-mail and express consent (CASL); used by the popup, the footer and the home page.
 * It sits on every page, so it is a DeferredForm: plain markup first, the form machinery and
 * its schema (zod) loaded when the visitor first touches it.
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
  const t = useText("newsletter");
  const id = useId();
  const defaultValues: NewsletterInput = { email: "", consent: false, source, website: "" };

  const muted = tone === "inverted" ? "text-neutral-200" : "text-neutral-600 dark:text-neutral-400";
  const strong = tone === "inverted" ? "text-white" : "text-neutral-800 dark:text-neutral-200";
  const errorClass = tone === "inverted" ? "text-error-100" : "text-error-700 dark:text-error-300";

  return (
    <DeferredForm
      formProps={{ className: "relative space-y-3", "data-testid": `newsletter-form-${source}` }}
      options={{
        schema: async () => (await import("@/lib/site/schemas/newsletter")).newsletterSchema,
        defaultValues,
        action: subscribeNewsletter,
        onSuccess: ({ outcome }, _values, form) => {
          if (outcome === "already_subscribed") toast.info(t("already"));
          else toast.success(t("success"));
          form.reset(defaultValues);
          onSubscribed?.();
        },
      }}
      render={({ control, error, submitting }) => (
        <>
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
                {...describedBy(`${id}-email`, error("email"))}
                {...control("email")}
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
            {error("email") ? (
              <p id={`${id}-email-error`} className={cn("mt-1.5 text-sm font-medium", errorClass)}>
                {error("email")}
              </p>
            ) : null}
          </div>
          <div>
            <div className="flex items-start gap-2">
              <input
                id={`${id}-consent`}
                type="checkbox"
                className="mt-1 size-4 shrink-0 accent-primary-700"
                {...describedBy(`${id}-consent`, error("consent"))}
                {...control("consent")}
              />
              <label htmlFor={`${id}-consent`} className={cn("text-sm", muted)}>
                {t("consent")}
              </label>
            </div>
            {error("consent") ? (
              <p id={`${id}-consent-error`} className={cn("mt-1.5 text-sm font-medium", errorClass)}>
                {error("consent")}
              </p>
            ) : null}
          </div>
          <p className={cn("text-xs", muted)}>{notice}</p>
          <Honeypot label={t("honeypot")} {...control("website")} />
        </>
      )}
    />
  );
}
