import type { Metadata } from "next";
import { AccountMessages } from "@/components/accounts/client-messages";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { AuthCardHeader } from "@/components/accounts/auth-card-header";
import { SignupForm } from "@/components/accounts/signup-form";
import { ChosenPlan } from "@/components/accounts/chosen-plan";
import { isPlanId } from "@/lib/accounts/plans";
import { returnsToSaveSearch } from "@/lib/alerts/save-search-return";
import { FormAlert } from "@/components/forms/form-alert";
import { safeLocalPath } from "@/lib/auth/safe-redirect";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";

export async function generateMetadata({ params }: PageProps<"/[locale]/signup">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: "auth.signup" });
  return { title: t("metaTitle") };
}

function invitedEmail(value: string | string[] | undefined): string | undefined {
  const email = typeof value === "string" ? value.trim() : "";
  return email.length <= 254 && /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email) ? email : undefined;
}

export default async function SignupPage({ params, searchParams }: PageProps<"/[locale]/signup">) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  const t = await getTranslations("auth.signup");
  const query = await searchParams;
  const redirect = safeLocalPath(query.redirect) ?? undefined;
  // "Choisir ce forfait" on /forfaits: the plan goes with the account (payment stays outside the site).
  const plan = isPlanId(query.forfait) ? query.forfait : undefined;
  // An invitation's link (`?email=`): the invited address is filled in; the visitor may change it.
  const email = invitedEmail(query.email);
  return (
    <AccountMessages>
      <>
        <AuthCardHeader title={t("title")} intro={t("intro")} />
        <div className="space-y-5">
          {plan ? <ChosenPlan plan={plan} /> : null}
          {returnsToSaveSearch(redirect) ? <FormAlert tone="info" message={t("saveSearchNotice")} /> : null}
          <SignupForm redirect={redirect} plan={plan} email={email} />
          <p className="text-center text-sm text-neutral-700 dark:text-neutral-300">
            {t("haveAccount")}{" "}
            <Link
              href={redirect ? { pathname: "/login", query: { redirect } } : "/login"}
              className="font-semibold text-primary-800 underline-offset-2 hover:underline dark:text-primary-300"
            >
              {t("loginLink")}
            </Link>
          </p>
        </div>
      </>
    </AccountMessages>
  );
}
