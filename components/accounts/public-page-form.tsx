"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "@/components/app/toast";
import { Button } from "@/components/ui/button";
import { describedBy, Field, inputClasses } from "@/components/forms/field";
import { updatePublicPage } from "@/lib/accounts/actions/update-public-page";
import { useActionForm } from "@/components/forms/use-action-form";
import { Link } from "@/lib/i18n/navigation";
import { PUBLIC_BIO_MAX, publicPageSchema, type PublicPageInput } from "@/lib/accounts/schemas/profile";
import { slugify } from "@/lib/slug";
import { SubmitButton } from "@/components/forms/submit-button";

/** The optional public seller page: a switch, a bio and the slug (from the name by the §5 rule, editable). */
export function PublicPageForm({ initial, fullName }: { initial: PublicPageInput; fullName: string }) {
  const t = useTranslations("profile");
  const [savedSlug, setSavedSlug] = useState(initial.enabled ? initial.slug : "");
  const { form, submit, errorOf, submitting } = useActionForm({
    schema: publicPageSchema,
    defaultValues: initial,
    action: updatePublicPage,
    onSuccess: (data, values) => {
      form.setValue("slug", data.slug ?? "");
      setSavedSlug(values.enabled ? (data.slug ?? "") : "");
      toast.success(t("publicPage.saved"));
    },
  });
  const bioHint = t("publicPage.bioHint", { max: PUBLIC_BIO_MAX });

  return (
    <form method="post" onSubmit={submit} noValidate className="space-y-5">
      <div className="flex items-center gap-3">
        <input
          id="public-enabled"
          type="checkbox"
          role="switch"
          className="size-5 accent-primary-700"
          {...form.register("enabled")}
        />
        <label htmlFor="public-enabled" className="font-medium">
          {t("publicPage.enabled")}
        </label>
      </div>
      <Field id="public-bio" label={t("publicPage.bio")} error={errorOf("bio")} hint={bioHint} optional={t("optional")}>
        <textarea
          id="public-bio"
          rows={5}
          maxLength={PUBLIC_BIO_MAX + 100}
          className={inputClasses}
          {...describedBy("public-bio", errorOf("bio"), bioHint)}
          {...form.register("bio")}
        />
      </Field>
      <Field
        id="public-slug"
        label={t("publicPage.slug")}
        error={errorOf("slug")}
        hint={t("publicPage.slugHint")}
        optional={t("optional")}
      >
        <div className="flex flex-wrap gap-2">
          <input
            id="public-slug"
            className={`${inputClasses} min-w-0 flex-1`}
            autoCapitalize="none"
            spellCheck={false}
            {...describedBy("public-slug", errorOf("slug"), t("publicPage.slugHint"))}
            {...form.register("slug")}
          />
          <Button
            variant="outline"
            size="md"
            onClick={() => form.setValue("slug", slugify(fullName), { shouldDirty: true })}
          >
            {t("publicPage.slugFromName")}
          </Button>
        </div>
      </Field>
      <div className="flex flex-wrap items-center gap-4">
        <SubmitButton disabled={submitting}>{submitting ? t("saving") : t("save")}</SubmitButton>
        {savedSlug ? (
          <Link
            href={`/vendeur/${savedSlug}`}
            className="text-sm font-semibold text-primary-800 underline underline-offset-2 dark:text-primary-300"
            data-testid="public-page-link"
          >
            {t("publicPage.view")}
          </Link>
        ) : null}
      </div>
    </form>
  );
}
