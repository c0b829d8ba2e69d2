import { ValuationsLayout } from "@/components/workspace/valuations-layout";
import { requireUser } from "@/lib/auth/guards";

/** /admin/evaluations, /new and /{id}/edit: a signed-in owner's valuations (the report page stays outside this guard). */
export default async function ValuationsWorkspaceLayout({ children }: LayoutProps<"/[locale]/admin/evaluations">) {
  const { user, isAdmin } = await requireUser();
  return (
    <ValuationsLayout email={user.email ?? null} isAdmin={isAdmin}>
      {children}
    </ValuationsLayout>
  );
}
