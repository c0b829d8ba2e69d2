import type { ReactNode } from "react";
import { BackOfficeLayout } from "@/components/workspace/back-office-layout";
import { requireAdmin } from "@/lib/auth/guards";

/** /admin/financements: the lenders and programs (admins only), in the back office's layout. */
export default async function FinancementsLayout({ children }: { children: ReactNode }) {
  await requireAdmin();
  return <BackOfficeLayout>{children}</BackOfficeLayout>;
}
