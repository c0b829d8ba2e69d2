"use client";

import type { ReactNode } from "react";
import { PostForm } from "./post-form";
import type { FieldValues } from "react-hook-form";
import { toast } from "@/components/app/toast";
import { buttonClasses } from "@/components/ui/button";
import { Link, useRouter } from "@/lib/i18n/navigation";
import { SummaryAlert } from "./form-alert";
import { SubmitButton } from "./submit-button";
import { useActionForm, type ActionFormOptions } from "./use-action-form";

/**
 * A back-office record's form (a term, a blog author): its fields, a failure's message at the top
 * (the form stays as typed), create or save, and cancel; after a save, a toast ("created", with the
 * record's `name`, or "saved") and the list, read again. The texts are `t`'s.
 */
export function ListForm<I extends FieldValues & { id?: unknown }, O extends FieldValues, D>({
  form: options,
  listHref,
  label,
  className,
  t,
  name,
  children,
}: {
  form: Pick<ActionFormOptions<I, O, D>, "schema" | "action" | "defaultValues">;
  listHref: string;
  label: string;
  className: string;
  t: (key: "created" | "saved" | "create" | "save" | "cancel", values?: { name: string }) => string;
  name: (values: I) => string;
  children: ReactNode;
}) {
  const router = useRouter();
  const isNew = !options.defaultValues.id;
  const { form, submit, summary, submitting } = useActionForm({
    ...options,
    summary: "inline",
    onSuccess: (_, values) => {
      toast.success(isNew ? t("created", { name: name(values).trim() }) : t("saved"));
      router.push(listHref);
      router.refresh();
    },
  });
  return (
    <PostForm form={form} onSubmit={submit} aria-label={label} className={className}>
      <SummaryAlert summary={summary} />
      {children}
      <div className="flex flex-wrap gap-3">
        <SubmitButton disabled={submitting}>{isNew ? t("create") : t("save")}</SubmitButton>
        <Link href={listHref} className={buttonClasses({ variant: "outline" })}>
          {t("cancel")}
        </Link>
      </div>
    </PostForm>
  );
}
