import { getTranslations } from "next-intl/server";
import { plainBinder } from "@/components/forms/binder";
import {
  newsletterDefaults,
  NewsletterFields,
  newsletterFormClass,
  newsletterText,
  type NewsletterPlace,
} from "@/components/site/newsletter-fields";
import { NewsletterLoader } from "@/components/site/newsletter-loader";

/**
 * The newsletter form of the footer and the home page: the server renders its markup, and the
 * form's code (components/site/newsletter-form.tsx) loads when the form nears the screen or is
 * first used (NewsletterLoader), then takes its place with what was typed.
 */
export async function NewsletterBox({ source, notice, tone = "default" }: NewsletterPlace) {
  const t = await getTranslations("newsletter");
  const text = newsletterText((key) => t(key));
  return (
    <NewsletterLoader source={source} notice={notice} tone={tone}>
      <form method="post" noValidate className={newsletterFormClass} data-testid={`newsletter-form-${source}`}>
        <NewsletterFields
          source={source}
          text={text}
          notice={notice}
          tone={tone}
          bind={plainBinder(newsletterDefaults(source))}
        />
      </form>
    </NewsletterLoader>
  );
}
