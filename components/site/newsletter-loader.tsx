"use client";

import type { ReactNode } from "react";
import { FormLoader } from "@/components/forms/form-loader";
import type { NewsletterSource } from "@/lib/site/schemas/newsletter";
import type { NewsletterTone } from "@/components/site/newsletter-fields";
import { newsletterIds } from "@/components/site/newsletter-ids";

const loadForm = () => import("@/components/site/newsletter-form").then((m) => m.NewsletterForm);

/** The server's newsletter form (children) until its code is needed (FormLoader). */
export function NewsletterLoader({
  source,
  notice,
  tone,
  children,
}: {
  source: NewsletterSource;
  notice: ReactNode;
  tone: NewsletterTone;
  children: ReactNode;
}) {
  return (
    <FormLoader anchorId={newsletterIds(source).email} load={loadForm} props={{ source, notice, tone }}>
      {children}
    </FormLoader>
  );
}
