"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "@/components/app/toast";
import { Button, type ButtonStyle } from "@/components/ui/button";
import { signOut as signOutHere } from "@/lib/accounts/sign-out";
import { useHydrated } from "@/lib/use-client-value";

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
  const hydrated = useHydrated();
  const signOut = async () => {
    setPending(true);
    const { error } = await signOutHere(scope);
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
