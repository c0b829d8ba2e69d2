"use client";

import { toast } from "@/components/app/toast";
import { DeferredForm } from "@/components/forms/deferred-form";
import { subscribeNewsletter } from "@/lib/site/actions/subscribe-newsletter";
import { useText } from "@/lib/i18n/messages-context";
import {
  newsletterDefaults,
  NewsletterFields,
  newsletterFormClass,
  newsletterText,
  type NewsletterPlace,
} from "@/components/site/newsletter-fields";

/**
 * E-mail and express consent (CASL); used by the popup, the footer and the home page (the last two
 * load it when the form nears the screen or is first used: components/site/newsletter-box.tsx).
 * A DeferredForm: the form machinery and its schema (zod) load when the visitor first touches it.
 */
export function NewsletterForm({
  source,
  notice,
  tone = "default",
  onSubscribed,
}: NewsletterPlace & { onSubscribed?: () => void }) {
  const t = useText("newsletter");
  const defaultValues = newsletterDefaults(source);
  const text = newsletterText((key) => t(key));

  return (
    <DeferredForm
      formProps={{ className: newsletterFormClass, "data-testid": `newsletter-form-${source}` }}
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
      render={(bind) => <NewsletterFields source={source} text={text} notice={notice} tone={tone} bind={bind} />}
    />
  );
}
