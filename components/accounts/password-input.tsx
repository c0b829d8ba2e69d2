"use client";

import { useTranslations } from "next-intl";
import { forwardRef, useState, type InputHTMLAttributes } from "react";
import { inputClasses } from "@/components/forms/field";
import { cn } from "@/lib/cn";

/** A password field with a show/hide button (the button says what it will do). */
export const PasswordInput = forwardRef<HTMLInputElement, Omit<InputHTMLAttributes<HTMLInputElement>, "type">>(
  function PasswordInput({ className, ...props }, ref) {
    const t = useTranslations("auth.common");
    const [visible, setVisible] = useState(false);
    return (
      <div className="relative">
        <input
          ref={ref}
          type={visible ? "text" : "password"}
          className={cn(inputClasses, "pr-24", className)}
          {...props}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          aria-controls={props.id}
          className="absolute inset-y-1 right-1 rounded px-2 text-sm font-medium text-primary-800 hover:bg-neutral-100 dark:text-primary-300 dark:hover:bg-neutral-800"
        >
          {visible ? t("hidePassword") : t("showPassword")}
        </button>
      </div>
    );
  },
);
