import type { Metadata } from "next";
import { AccountMessages } from "@/components/accounts/client-messages";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { AuthCardHeader } from "@/components/accounts/auth-card-header";
import { FormAlert } from "@/components/forms/form-alert";
import { LoginForm } from "@/components/accounts/login-form";
import { returnsToSaveSearch } from "@/lib/alerts/save-search-return";
import { safeLocalPath } from "@/lib/auth/safe-redirect";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";

export async function generateMetadata({ params }: PageProps<"/[locale]/login">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: "auth.login" });
  return { title: t("metaTitle"), robots: { index: false } };
}

export default async function LoginPage({ params, searchParams }: PageProps<"/[locale]/login">) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  const t = await getTranslations("auth.login");
  const query = await searchParams;
  const redirect = safeLocalPath(query.redirect) ?? undefined;
  return (
    <AccountMessages>
      <>
        <AuthCardHeader title={t("title")} intro={t("intro")} />
        <div className="space-y-5">
          {query.link === "expired" ? <FormAlert tone="info" message={t("linkExpired")} /> : null}
          {redirect && query.link !== "expired" ? (
            <FormAlert
              tone="info"
              message={returnsToSaveSearch(redirect) ? t("saveSearchNotice") : t("redirectNotice")}
            />
          ) : null}
          <LoginForm redirect={redirect} />
          <p className="text-center text-sm text-neutral-700 dark:text-neutral-300">
            {t("noAccount")}{" "}
            <Link
              href={redirect ? { pathname: "/signup", query: { redirect } } : "/signup"}
              className="font-semibold text-primary-800 underline-offset-2 hover:underline dark:text-primary-300"
            >
              {t("signupLink")}
            </Link>
          </p>
        </div>
      </>
    </AccountMessages>
  );
}
