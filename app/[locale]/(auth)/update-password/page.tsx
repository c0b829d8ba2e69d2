import type { Metadata } from "next";
import { cookies } from "next/headers";
import { AccountMessages } from "@/components/accounts/client-messages";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { AuthCardHeader } from "@/components/accounts/auth-card-header";
import { UpdatePasswordForm } from "@/components/accounts/update-password-form";
import { buttonClasses } from "@/components/ui/button";
import { isRecoverySession, RECOVERY_COOKIE } from "@/lib/accounts/recovery-session";
import { getSessionUser } from "@/lib/auth/session";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { createClient } from "@/lib/supabase/server";

export async function generateMetadata({ params }: PageProps<"/[locale]/update-password">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: "auth.update" });
  return { title: t("metaTitle"), robots: { index: false } };
}

/** Whether this session was opened by a recovery link (its marker cookie); the action checks it again. */
async function openedByRecoveryLink(): Promise<boolean> {
  const { data } = await (await createClient()).auth.getClaims();
  return isRecoverySession((await cookies()).get(RECOVERY_COOKIE)?.value, data?.claims);
}

/** Where the recovery link lands (no guard): the form when the link signed the visitor in, else a way to get a new link. */
export default async function UpdatePasswordPage({ params }: PageProps<"/[locale]/update-password">) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  const t = await getTranslations("auth.update");
  const user = await getSessionUser();
  if (!user) {
    return (
      <>
        <AuthCardHeader title={t("noSessionTitle")} intro={t("noSession")} />
        <Link href="/password-reset" className={buttonClasses({ size: "lg", className: "w-full" })}>
          {t("requestLink")}
        </Link>
      </>
    );
  }
  return (
    <AccountMessages>
      <>
        <AuthCardHeader title={t("title")} intro={t("intro")} />
        <UpdatePasswordForm askCurrentPassword={!(await openedByRecoveryLink())} />
      </>
    </AccountMessages>
  );
}
