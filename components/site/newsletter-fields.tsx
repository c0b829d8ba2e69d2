import type { ReactNode } from "react";
import { describedBy, inputClasses } from "@/components/forms/field";
import type { FormBinder } from "@/components/forms/binder";
import { Honeypot } from "@/components/ui/honeypot";
import { cn } from "@/lib/cn";
import type { NewsletterInput, NewsletterSource } from "@/lib/site/schemas/newsletter";
import { newsletterIds } from "@/components/site/newsletter-ids";
import { SubmitButton } from "@/components/forms/submit-button";

const textKeys = ["emailLabel", "emailPlaceholder", "submit", "submitting", "consent", "honeypot"] as const;

/** The form's texts ("newsletter" messages), read on the server or in the browser. */
export type NewsletterText = Record<(typeof textKeys)[number], string>;

/** The form's texts from a translator of the "newsletter" namespace. */
export function newsletterText(t: (key: (typeof textKeys)[number]) => string): NewsletterText {
  return Object.fromEntries(textKeys.map((key) => [key, t(key)])) as NewsletterText;
}

export type NewsletterTone = "default" | "inverted";

/** Where a newsletter form stands (its `source`), its sender line (NewsletterNotice, rendered on the server) and its colours. */
export type NewsletterPlace = { source: NewsletterSource; notice: ReactNode; tone?: NewsletterTone };

export const newsletterFormClass = "relative space-y-3";

export function newsletterDefaults(source: NewsletterSource): NewsletterInput {
  return { email: "", consent: false, source, website: "" };
}

/**
 * The newsletter form's fields: e-mail and express consent (CASL), the sender line and the
 * honeypot. The same markup on the server (components/site/newsletter-box.tsx, before the form's
 * code loads) and in the browser (components/site/newsletter-form.tsx).
 */
export function NewsletterFields({
  source,
  text,
  notice,
  tone,
  bind: { control, error, submitting },
}: {
  source: NewsletterSource;
  text: NewsletterText;
  notice: ReactNode;
  tone: NewsletterTone;
  bind: FormBinder;
}) {
  const ids = newsletterIds(source);
  const muted = tone === "inverted" ? "text-neutral-200" : "text-neutral-600 dark:text-neutral-400";
  const strong = tone === "inverted" ? "text-white" : "text-neutral-800 dark:text-neutral-200";
  const errorClass = tone === "inverted" ? "text-error-100" : "text-error-700 dark:text-error-300";
  return (
    <>
      <div>
        <label htmlFor={ids.email} className={cn("mb-1.5 block text-sm font-medium", strong)}>
          {text.emailLabel}
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <input
            id={ids.email}
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder={text.emailPlaceholder}
            className={inputClasses}
            {...describedBy(ids.email, error("email"))}
            {...control("email")}
          />
          <SubmitButton
            variant={tone === "inverted" ? "outline" : "primary"}
            disabled={submitting}
            className="h-11 sm:w-auto"
          >
            {submitting ? text.submitting : text.submit}
          </SubmitButton>
        </div>
        {error("email") ? (
          <p id={`${ids.email}-error`} className={cn("mt-1.5 text-sm font-medium", errorClass)}>
            {error("email")}
          </p>
        ) : null}
      </div>
      <div>
        <div className="flex items-start gap-2">
          <input
            id={ids.consent}
            type="checkbox"
            className="mt-1 size-4 shrink-0 accent-primary-700"
            {...describedBy(ids.consent, error("consent"))}
            {...control("consent")}
          />
          <label htmlFor={ids.consent} className={cn("text-sm", muted)}>
            {text.consent}
          </label>
        </div>
        {error("consent") ? (
          <p id={`${ids.consent}-error`} className={cn("mt-1.5 text-sm font-medium", errorClass)}>
            {error("consent")}
          </p>
        ) : null}
      </div>
      <p className={cn("text-xs", muted)}>{notice}</p>
      <Honeypot label={text.honeypot} {...control("website")} />
    </>
  );
}
