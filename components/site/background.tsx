"use client";

import { AuthListener } from "@/components/accounts/auth-listener";
import { DeploymentGuard } from "@/components/app/deployment-guard";
import { NavigationProgress } from "@/components/site/navigation-progress";
import { PageViewTracker } from "@/components/site/page-view-tracker";

/** What every page runs in the background once it has started (components/app/after-start.tsx). */
export default function Background({ progressLabel }: { progressLabel: string }) {
  return (
    <>
      <NavigationProgress label={progressLabel} />
      <DeploymentGuard />
      <PageViewTracker />
      <AuthListener />
    </>
  );
}
