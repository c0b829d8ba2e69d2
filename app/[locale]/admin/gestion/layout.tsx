import type { ReactNode } from "react";
import { BackOfficeLayout } from "@/components/workspace/back-office-layout";
import { requireAdmin } from "@/lib/auth/guards";

/** The back office (§1 admin-gestion layout): admins only, checked here whatever the middleware did. */
export default async function GestionLayout({ children }: { children: ReactNode }) {
  await requireAdmin();
  return <BackOfficeLayout>{children}</BackOfficeLayout>;
}
