"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { describedBy, inputClasses } from "@/components/ui/field";
import { Honeypot } from "@/components/ui/honeypot";
import { subscribeNewsletter } from "@/lib/actions/newsletter/subscribe-newsletter";
import { cn } from "@/lib/cn";
import { zodResolver } from "@/lib/forms/zod-resolver";
import { useErrorText } from "@/lib/hooks/use-error-text";
import { Link } from "@/lib/i18n/navigation";
import { newsletterSchema, type NewsletterSource } from "@/lib/schemas/newsletter";

type Values = { email: string; consent: boolean; source: NewsletterSource; website: string };

/** E-mail and express consent (CASL); used by the popup, the footer and the home page. */
export function NewsletterForm({ source, tone = "default", onSubscribed }: { source: NewsletterSource; tone?: "default" | "inverted"; onSubscribed?: () => void }) {
  const t = useTranslations("newsletter");
  const errorText = useErrorText();
  const id = useId();
  const form = useForm<Values>({
    resolver: zodResolver(newsletterSchema) as never,
    defaultValues: { email: "", consent: false, source, website: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const emailError = errorText(errors.email?.message);
  const consentError = errorText(errors.consent?.message);

  const onSubmit = form.handleSubmit(async (values) => {
    const result = await subscribeNewsletter(values);
    if (!result.ok) {
      for (const [field, message] of Object.entries(result.fieldErrors)) form.setError(field as keyof Values, { message });
      toast.error(errorText(result.message));
      return;
    }
    if (result.data.outcome === "already_subscribed") toast.info(t("already"));
    else toast.success(t("success"));
    form.reset({ email: "", consent: false, source, website: "" });
    onSubscribed?.();
  });

  const muted = tone === "inverted" ? "text-neutral-200" : "text-neutral-600 dark:text-neutral-400";
  const strong = tone === "inverted" ? "text-white" : "text-neutral-800 dark:text-neutral-200";
  const errorClass = tone === "inverted" ? "text-error-100" : "text-error-700 dark:text-error-300";
  const linkClass = tone === "inverted" ? "text-white underline" : "text-secondary-800 underline dark:text-secondary-300";

  return (
    <form onSubmit={onSubmit} noValidate className="relative space-y-3" data-testid={`newsletter-form-${source}`}>
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
            {...describedBy(`${id}-email`, emailError)}
            {...form.register("email")}
          />
          <Button type="submit" variant={tone === "inverted" ? "outline" : "primary"} disabled={isSubmitting} className="h-11 sm:w-auto">
            {isSubmitting ? t("submitting") : t("submit")}
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
            {...describedBy(`${id}-consent`, consentError)}
            {...form.register("consent")}
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
      <p className={cn("text-xs", muted)}>
        {t.rich("sender", {
          privacy: (chunks) => (
            <Link href="/politique-confidentialite" className={linkClass}>
              {chunks}
            </Link>
          ),
        })}
      </p>
      <Honeypot label={t("honeypot")} {...form.register("website")} />
    </form>
  );
}
