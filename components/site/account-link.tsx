"use client";

import { useText } from "@/lib/i18n/messages-context";
import { lazy, Suspense } from "react";
import { buttonClasses } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import type { HeaderProfile } from "@/lib/accounts/use-header-profile";
import { Link } from "@/lib/i18n/navigation";

// Only a signed-in visitor sees it: loaded then, not with every public page (the photo's code with it).
const Avatar = lazy(() => import("@/components/ui/avatar").then((m) => ({ default: m.Avatar })));

/** 'Tableau de bord' with the avatar when signed in, 'Connexion' otherwise, a skeleton meanwhile. */
export function AccountLink({
  profile,
  onNavigate,
  block = false,
}: {
  profile: HeaderProfile;
  onNavigate?: () => void;
  block?: boolean;
}) {
  const t = useText("header");
  const width = block ? "w-full" : undefined;
  if (profile.loading) {
    return (
      <span className={`inline-flex h-9 items-center gap-2 ${width ?? ""}`} data-testid="account-loading">
        <Skeleton className="size-7 rounded-full" />
        <Skeleton className="h-4 w-24" />
        <span className="sr-only">{t("accountLoading")}</span>
      </span>
    );
  }
  if (profile.sub) {
    return (
      <Link
        href="/admin"
        prefetch={false}
        onClick={onNavigate}
        className={buttonClasses({ variant: "outline", size: "sm", className: width })}
      >
        <Suspense fallback={<Skeleton className="size-7 rounded-full" />}>
          <Avatar src={profile.avatarUrl} name={profile.fullName} size="sm" />
        </Suspense>
        {t("dashboard")}
      </Link>
    );
  }
  return (
    <Link
      href="/login"
      prefetch={false}
      onClick={onNavigate}
      className={buttonClasses({ variant: "primary", size: "sm", className: width })}
    >
      {t("login")}
    </Link>
  );
}
