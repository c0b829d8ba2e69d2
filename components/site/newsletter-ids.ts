import type { NewsletterSource } from "@/lib/site/schemas/newsletter";

/**
 * The ids of a newsletter form's controls: one form per source on a page (footer, home, popup).
 * A module of its own: the loader (newsletter-loader.tsx) needs them without the form's markup.
 */
export function newsletterIds(source: NewsletterSource) {
  return { email: `newsletter-${source}-email`, consent: `newsletter-${source}-consent` };
}
