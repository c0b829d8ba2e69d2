"use client";

import { useText } from "@/lib/i18n/messages-context";
import { useTheme } from "next-themes";
import { useEffect } from "react";
import { toast, Toaster } from "sonner";
import { toasterMounted } from "./toast";

/**
 * Over the sticky header (64 px, 56 px compact), not under it: under it, a toast covered the page's title
 * and the first lines the action just changed. It leaves in 5 s, or sooner by its close button or a swipe.
 */
const OVER_HEADER = { top: 8 };

/** The app's single toaster (§2, §4, §9): top-center over the header, at most 5 visible, 5 s, swipe to dismiss. */
export default function SonnerToaster() {
  const { resolvedTheme } = useTheme();
  const t = useText("shell");
  // The Toaster listens from its own effect, which runs before this one: toasts sent now are seen.
  useEffect(() => toasterMounted(toast), []);
  return (
    <Toaster
      position="top-center"
      offset={OVER_HEADER}
      mobileOffset={OVER_HEADER}
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
