"use client";

import { useTranslations } from "next-intl";
import { PostForm } from "@/components/forms/post-form";
import type { DefaultValues, Path } from "react-hook-form";
import { toast } from "@/components/app/toast";
import { SelectField } from "@/components/forms/form-field";
import { useActionForm } from "@/components/forms/use-action-form";
import type { SchemaSource } from "@/components/forms/zod-resolver";
import { setPlanOfUser } from "@/lib/accounts/actions/plan";
import { userPlanSchema, type UserPlanInput } from "@/lib/accounts/schemas/plan";
import type { ActionResult } from "@/lib/actions/result";
import { useRouter } from "@/lib/i18n/navigation";
import { planIds, type PlanId } from "@/lib/accounts/plans";
import { SubmitButton } from "@/components/forms/submit-button";

type PlanValues = { plan: PlanId };

/** One select of the plans and a button, on a plan action. */
function PlanSelectForm<I extends PlanValues>(props: {
  schema: SchemaSource<I, I>;
  defaultValues: DefaultValues<I>;
  action: (values: I) => Promise<ActionResult<PlanValues>>;
  saved: (plan: PlanId) => string;
  label: string;
  hint?: string;
  submit: string;
}) {
  const router = useRouter();
  const { form, submit } = useActionForm({
    schema: props.schema,
    defaultValues: props.defaultValues,
    action: props.action,
    onSuccess: (data) => {
      toast.success(props.saved(data.plan));
      router.refresh();
    },
  });
  const t = useTranslations("plans");
  return (
    <PostForm form={form} onSubmit={submit} className="flex flex-wrap items-end gap-3" aria-label={props.label}>
      <SelectField<I>
        name={"plan" as Path<I>}
        label={props.label}
        hint={props.hint}
        options={planIds.map((id) => ({ value: id, label: t(`names.${id}`) }))}
        className="min-w-48 flex-1"
      />
      <SubmitButton size="sm" disabled={form.formState.isSubmitting}>
        {props.submit}
      </SubmitButton>
    </PostForm>
  );
}

/** An administrator sets a user's plan once the team has confirmed and invoiced it (audited by the database). */
export function UserPlanForm({ userId, plan }: { userId: string; plan: PlanId }) {
  const t = useTranslations("plans.admin");
  return (
    <PlanSelectForm<UserPlanInput>
      schema={userPlanSchema}
      defaultValues={{ userId, plan }}
      action={setPlanOfUser}
      saved={() => t("saved")}
      label={t("label")}
      hint={t("hint")}
      submit={t("submit")}
    />
  );
}
