"use client";

import { useTranslations } from "next-intl";
import { useTheme } from "next-themes";
import { Toaster } from "sonner";

/** The app's single toaster (§2, §4, §9): top-center, at most 5 visible, 5 s, swipe to dismiss. */
export function AppToaster() {
  const { resolvedTheme } = useTheme();
  const t = useTranslations("shell");
  return (
    <Toaster
      position="top-center"
      visibleToasts={5}
      duration={5000}
      closeButton
      swipeDirections={["top", "left", "right"]}
      theme={resolvedTheme === "dark" ? "dark" : "light"}
      containerAriaLabel={t("notifications")}
      toastOptions={{ closeButtonAriaLabel: t("closeNotification") }}
    />
  );
}
