import { setRequestLocale } from "next-intl/server";
import { ForbiddenView } from "@/components/accounts/forbidden-view";
import type { Locale } from "@/lib/i18n/routing";
import { signedInMetadata } from "@/lib/site/metadata";

export const generateMetadata = signedInMetadata("guards.forbiddenMetaTitle");

/** Shown with status 403 (the middleware rewrites admin-only routes here for signed-in non-admins). */
export default async function ForbiddenPage({ params }: PageProps<"/[locale]/admin/forbidden">) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  return <ForbiddenView />;
}
