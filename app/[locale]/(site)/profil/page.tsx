import type { Metadata } from "next";
import { AccountMessages } from "@/components/accounts/client-messages";
import { getTranslations } from "next-intl/server";
import { FormAlert } from "@/components/forms/form-alert";
import { SignOutButton } from "@/components/accounts/sign-out-button";
import { AvatarForm } from "@/components/accounts/avatar-form";
import { EmailForm } from "@/components/accounts/email-form";
import { PasswordForm } from "@/components/accounts/password-form";
import { PreferencesForm } from "@/components/accounts/preferences-form";
import { ProfileDetailsForm } from "@/components/accounts/profile-details-form";
import { ProfileSection } from "@/components/accounts/profile-section";
import { PublicPageForm } from "@/components/accounts/public-page-form";
import { SavedSearchesSection } from "@/components/alerts/saved-searches-section";
import { pageLocale } from "@/lib/i18n/page-locale";
import { Link } from "@/lib/i18n/navigation";
import { requireUser } from "@/lib/auth/guards";
import { errorMessage } from "@/lib/supabase/errors";
import { listIndustriesWithCategories } from "@/lib/taxonomy/queries/industries";
import { getIndustryPreferences } from "@/lib/accounts/queries/preferences";
import { industryChoices } from "@/lib/accounts/industry-choices";
import { EMPTY_PROFILE } from "@/lib/auth/queries";
import { profileView } from "@/lib/accounts/queries/profiles";
import { profileDetailsValues } from "@/lib/accounts/schemas/profile";
import type { Locale } from "@/lib/i18n/routing";
import { createClient } from "@/lib/supabase/server";

export async function generateMetadata({ params }: PageProps<"/[locale]/profil">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: "profile" });
  return { title: t("metaTitle"), robots: { index: false } };
}

export default async function ProfilePage({ params, searchParams }: PageProps<"/[locale]/profil">) {
  const locale = await pageLocale(params);
  const t = await getTranslations("profile");
  const session = await requireUser();
  const { user } = session;
  const profile = session.profile ?? EMPTY_PROFILE;
  const view = profileView(user, profile, (await getTranslations("dashboard"))("userFallback"));
  const supabase = await createClient();
  // A failed read of the choices leaves the rest of the page usable: the section says why instead.
  const choices = await Promise.all([
    listIndustriesWithCategories(supabase),
    getIndustryPreferences(supabase, user.id),
  ]).then(
    ([industries, preferences]) => ({ industries, preferences, failure: null }),
    (error: unknown) => ({ industries: [], preferences: [], failure: errorMessage(error) }),
  );
  const emailUpdated = (await searchParams).email === "updated";
  const tAlerts = await getTranslations("savedSearches.profile");
  const tFiles = await getTranslations("dealroom.mine");
  const followedIds = new Set<number>(choices.preferences);
  const industries = industryChoices(choices.industries, locale);
  const followed = industries.filter((industry) => followedIds.has(industry.id)).map((industry) => industry.name);

  return (
    <AccountMessages>
      <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <h1 className="text-3xl font-bold tracking-tight">{t("title")}</h1>
            <p className="mt-2 text-neutral-700 dark:text-neutral-300">{t("intro")}</p>
          </div>
          <SignOutButton />
        </div>
        <div className="mt-8 space-y-8">
          <ProfileSection id="photo" title={t("avatar.title")}>
            <AvatarForm avatarUrl={profile.avatar_url} name={view.fullName} />
          </ProfileSection>
          <ProfileSection id="coordonnees" title={t("details.title")}>
            <ProfileDetailsForm initial={profileDetailsValues(profile, "Canada")} />
          </ProfileSection>
          <ProfileSection id="preferences" title={t("preferences.title")} intro={t("preferences.intro")}>
            {choices.failure !== null ? (
              <FormAlert message={t("preferences.loadFailed", { message: choices.failure })} />
            ) : (
              <PreferencesForm industries={industries} initial={choices.preferences} />
            )}
          </ProfileSection>
          <ProfileSection id="alertes" title={tAlerts("title")} intro={tAlerts("intro")}>
            <SavedSearchesSection client={supabase} userId={user.id} locale={locale} followed={followed} />
          </ProfileSection>
          <ProfileSection id="dossiers" title={tFiles("profileTitle")} intro={tFiles("profileIntro")}>
            <Link href="/profil/dossiers" className="font-semibold text-primary-800 underline dark:text-primary-300">
              {tFiles("profileLink")}
            </Link>
          </ProfileSection>
          <ProfileSection id="page-publique" title={t("publicPage.title")} intro={t("publicPage.intro")}>
            <PublicPageForm
              fullName={view.fullName}
              initial={{
                enabled: profile.public_page_enabled,
                bio: profile.public_bio ?? "",
                slug: profile.public_slug ?? "",
              }}
            />
          </ProfileSection>
          <ProfileSection id="courriel" title={t("email.title")}>
            <EmailForm currentEmail={user.email} justUpdated={emailUpdated} />
          </ProfileSection>
          <ProfileSection id="mot-de-passe" title={t("password.title")}>
            <PasswordForm />
          </ProfileSection>
        </div>
      </div>
    </AccountMessages>
  );
}
