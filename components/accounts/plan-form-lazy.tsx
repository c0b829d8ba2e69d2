"use client";

import { useTranslations } from "next-intl";
import { toast } from "@/components/app/toast";
import { DeferredForm } from "@/components/forms/deferred-form";
import { describedBy, Field, inputClasses } from "@/components/forms/field";
import { SubmitButton } from "@/components/forms/submit-button";
import { askForPlan } from "@/lib/accounts/actions/plan";
import { planIds, type PlanId } from "@/lib/accounts/plans";
import type { PlanRequestInput } from "@/lib/accounts/schemas/plan";
import { useRouter } from "@/lib/i18n/navigation";

const PLAN_FIELD_ID = "field-plan";

const loadSchema = () => import("@/lib/accounts/schemas/plan").then((m) => m.planRequestSchema);

/**
 * The signed-in user asks for another plan (the workspace); asking for the plan in force withdraws
 * the request. A DeferredForm: the page shows the select and the button, and react-hook-form, zod
 * and the schema load when the user first focuses, taps or submits the form.
 */
export function PlanRequestForm({ plan, current }: { plan: PlanId; current: PlanId }) {
  const t = useTranslations("plans.account");
  const tPlans = useTranslations("plans");
  const router = useRouter();
  return (
    <DeferredForm<PlanRequestInput, PlanRequestInput, { plan: PlanId }>
      options={{
        schema: loadSchema,
        defaultValues: { plan },
        action: askForPlan,
        onSuccess: (data) => {
          toast.success(data.plan === current ? t("requestWithdrawn") : t("requestSent"));
          router.refresh();
        },
      }}
      formProps={{ className: "flex flex-wrap items-end gap-3", "aria-label": t("requestLabel") }}
      render={(bind) => {
        const error = bind.error("plan");
        return (
          <>
            <Field id={PLAN_FIELD_ID} label={t("requestLabel")} error={error} className="min-w-48 flex-1">
              <select
                id={PLAN_FIELD_ID}
                className={inputClasses}
                {...describedBy(PLAN_FIELD_ID, error)}
                {...bind.control("plan")}
              >
                {planIds.map((id) => (
                  <option key={id} value={id}>
                    {tPlans(`names.${id}`)}
                  </option>
                ))}
              </select>
            </Field>
            <SubmitButton size="sm" disabled={bind.submitting}>
              {t("requestSubmit")}
            </SubmitButton>
          </>
        );
      }}
    />
  );
}
