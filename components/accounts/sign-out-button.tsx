"use client";

import { useTranslations } from "next-intl";
import { useState, useSyncExternalStore } from "react";
import { toast } from "@/components/app/toast";
import { Button, type ButtonStyle } from "@/components/ui/button";
import { loadBrowserClient } from "@/lib/supabase/browser";

const noSubscription = () => () => {};

/**
 * Signs out of this browser (scope local by default; "global" ends every session, "others" the
 * other ones). The auth listener then leaves protected pages for /login.
 */
export function SignOutButton({
  scope = "local",
  variant = "outline",
  size = "sm",
  className,
}: { scope?: "local" | "global" | "others" } & ButtonStyle) {
  const t = useTranslations("auth.signOut");
  const [pending, setPending] = useState(false);
  // Inert until the page is hydrated (a click before that would do nothing), so it says so.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const signOut = async () => {
    setPending(true);
    const { error } = await (await loadBrowserClient()).auth.signOut({ scope });
    setPending(false);
    if (error) toast.error(t("failed"));
    else toast.success(t("done"));
  };
  return (
    <Button
      variant={variant}
      size={size}
      className={className}
      onClick={signOut}
      disabled={pending || !hydrated}
      data-testid="sign-out"
    >
      {pending ? t("pending") : t("label")}
    </Button>
  );
}
