"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { toast } from "@/components/app/toast";
import { Button } from "@/components/ui/button";
import { describedBy, Field, inputClasses } from "@/components/ui/field";
import { saveEstimate } from "@/lib/valuation/actions/valuation-actions";
import { useMessageText } from "@/lib/i18n/use-message-text";
import { useRouter } from "@/lib/i18n/navigation";

/** Stores the instant estimate brought from /services/evaluation, then opens it in the editor. */
export function SaveEstimate({ query, defaultTitle }: { query: Record<string, string>; defaultTitle: string }) {
  const t = useTranslations("valuation.workspace");
  const text = useMessageText();
  const locale = useLocale();
  const router = useRouter();
  const [pending, start] = useTransition();
  const [error, setError] = useState<string | undefined>();
  return (
    <form
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        const data = new FormData(e.currentTarget);
        for (const [k, v] of Object.entries(query)) data.set(k, v);
        data.set("locale", locale);
        start(async () => {
          const result = await saveEstimate(data);
          if (!result.ok) {
            setError(text(result.fieldErrors.title));
            toast.error(text(result.message));
            return;
          }
          toast.success(t("estimateSaved"));
          router.push(`/admin/evaluations/${result.data.id}/edit`);
        });
      }}
    >
      <Field id="estimate-title" label={t("estimateTitleLabel")} error={error}>
        <input
          id="estimate-title"
          name="title"
          defaultValue={defaultTitle}
          maxLength={160}
          className={inputClasses}
          {...describedBy("estimate-title", error)}
        />
      </Field>
      <Button type="submit" disabled={pending}>
        {t("saveEstimate")}
      </Button>
    </form>
  );
}
