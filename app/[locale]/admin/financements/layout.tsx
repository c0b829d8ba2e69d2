import type { ReactNode } from "react";
import { AdminGestionLayout } from "@/components/site/admin-gestion-layout";
import { requireAdmin } from "@/lib/auth/guards";

/** /admin/financements: the lenders and programs (admins only), in the back office's layout. */
export default async function FinancementsLayout({ children }: { children: ReactNode }) {
  await requireAdmin();
  return <AdminGestionLayout>{children}</AdminGestionLayout>;
}
