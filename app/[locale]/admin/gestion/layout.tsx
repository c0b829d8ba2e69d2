import type { ReactNode } from "react";
import { AdminGestionLayout } from "@/components/site/admin-gestion-layout";
import { requireAdmin } from "@/lib/auth/guards";

/** The back office (§1 admin-gestion layout): admins only, checked here whatever the middleware did. */
export default async function GestionLayout({ children }: { children: ReactNode }) {
  await requireAdmin();
  return <AdminGestionLayout>{children}</AdminGestionLayout>;
}
