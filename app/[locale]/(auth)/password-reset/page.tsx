import type { Metadata } from "next";
import { AccountMessages } from "@/components/accounts/client-messages";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { AuthCardHeader } from "@/components/accounts/auth-card-header";
import { FormAlert } from "@/components/forms/form-alert";
import { PasswordResetForm } from "@/components/accounts/password-reset-form";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";

export async function generateMetadata({ params }: PageProps<"/[locale]/password-reset">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: "auth.reset" });
  return { title: t("metaTitle"), robots: { index: false } };
}

export default async function PasswordResetPage({ params, searchParams }: PageProps<"/[locale]/password-reset">) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  const t = await getTranslations("auth");
  const expired = (await searchParams).link === "expired";
  return (
    <AccountMessages>
      <>
        <AuthCardHeader title={t("reset.title")} intro={t("reset.intro")} />
        <div className="space-y-5">
          {expired ? <FormAlert tone="info" message={t("reset.linkExpired")} /> : null}
          <PasswordResetForm />
          <p className="text-center text-sm">
            <Link
              href="/login"
              className="font-semibold text-primary-800 underline-offset-2 hover:underline dark:text-primary-300"
            >
              {t("common.backToLogin")}
            </Link>
          </p>
        </div>
      </>
    </AccountMessages>
  );
}
