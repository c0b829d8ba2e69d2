"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { cn } from "@/lib/cn";
import { PlanCards } from "./plan-cards";

/** Presentation 3: the cards with a monthly / yearly billing choice (two months free yearly). */
export function PlanBillingSwitch() {
  const t = useTranslations("plans");
  const [billing, setBilling] = useState<"monthly" | "yearly">("yearly");
  return (
    <div>
      <fieldset className="mx-auto mb-10 flex w-fit rounded-full border border-neutral-300 p-1 dark:border-neutral-600">
        <legend className="sr-only">{t("billingLegend")}</legend>
        {(["monthly", "yearly"] as const).map((option) => (
          <label
            key={option}
            className={cn(
              "cursor-pointer rounded-full px-5 py-2 text-sm font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-secondary-600",
              billing === option
                ? "bg-primary-700 text-white dark:bg-primary-400 dark:text-neutral-950"
                : "text-neutral-700 dark:text-neutral-200",
            )}
          >
            <input
              type="radio"
              name="billing"
              value={option}
              checked={billing === option}
              onChange={() => setBilling(option)}
              className="sr-only"
            />
            {t(`billing.${option}`)}
          </label>
        ))}
      </fieldset>
      <p className="mb-8 text-center text-sm text-neutral-700 dark:text-neutral-300" aria-live="polite">
        {billing === "yearly" ? t("yearlySaving") : t("monthlyNote")}
      </p>
      <PlanCards billing={billing} />
    </div>
  );
}
