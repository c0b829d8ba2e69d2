import type { ReactNode } from "react";
import { ClientMessages } from "@/components/i18n/client-messages";
import { BackOfficeLayout } from "@/components/workspace/back-office-layout";
import { requireAdmin } from "@/lib/auth/guards";

/** /admin/franchises: every franchise page (admins only), in the back office's layout, with the editors' messages. */
export default async function AdminFranchisesLayout({ children }: { children: ReactNode }) {
  await requireAdmin();
  return (
    <BackOfficeLayout>
      <ClientMessages namespaces={["workspace", "formKit", "dataTable", "revisions", "moderation"]}>
        {children}
      </ClientMessages>
    </BackOfficeLayout>
  );
}
