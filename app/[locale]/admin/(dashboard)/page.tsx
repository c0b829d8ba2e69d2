import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { redirect } from "next/navigation";
import { Avatar } from "@/components/ui/avatar";
import { visibleAreas } from "@/lib/auth/dashboard-areas";
import { localizePath } from "@/lib/auth/locale-path";
import { getSessionProfile } from "@/lib/auth/session";
import { profileView } from "@/lib/data/profiles";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";

export async function generateMetadata({ params }: PageProps<"/[locale]/admin">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: "dashboard" });
  return { title: t("metaTitle"), robots: { index: false } };
}

/** The signed-in landing page: a greeting and the areas the user can open. */
export default async function DashboardPage({ params }: PageProps<"/[locale]/admin">) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  const t = await getTranslations("dashboard");
  const session = await getSessionProfile();
  // The middleware already sends visitors to /login; this holds if it is ever bypassed.
  if (!session) redirect(localizePath("/login", locale as Locale));
  const view = profileView(session.user, session.profile, t("userFallback"));
  const areas = visibleAreas(view.isAdmin).filter((a) => a.adminOnly === false);
  const adminAreas = visibleAreas(view.isAdmin).filter((a) => a.adminOnly);
  const publicPage = view.publicPageEnabled && view.slug ? `/vendeur/${view.slug}` : null;

  const card = (href: string, title: string, description: string) => (
    <li key={href}>
      <Link
        href={href}
        className="block h-full rounded-xl border border-neutral-200 bg-white p-5 shadow-sm transition-colors hover:border-primary-400 hover:bg-primary-50/40 dark:border-neutral-800 dark:bg-neutral-900 dark:hover:border-primary-600 dark:hover:bg-neutral-800"
      >
        <span className="block text-lg font-semibold text-neutral-950 dark:text-white">{title}</span>
        <span className="mt-1 block text-sm text-neutral-700 dark:text-neutral-300">{description}</span>
      </Link>
    </li>
  );

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <div className="flex items-center gap-4">
        <Avatar src={view.avatarUrl} name={view.fullName} size="3xl" />
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl" data-testid="dashboard-greeting">
            {t("greeting", { name: view.fullName })}
          </h1>
          <p className="mt-1 text-neutral-700 dark:text-neutral-300">{t("intro")}</p>
        </div>
      </div>
      <section aria-labelledby="dashboard-areas" className="mt-10">
        <h2 id="dashboard-areas" className="text-lg font-semibold">
          {t("areasTitle")}
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {areas.map((a) => card(a.href, t(`areas.${a.key}.title`), t(`areas.${a.key}.description`)))}
          {publicPage ? card(publicPage, t("areas.publicPage.title"), t("areas.publicPage.description")) : null}
        </ul>
      </section>
      {adminAreas.length > 0 ? (
        <section aria-labelledby="dashboard-admin" className="mt-10">
          <h2 id="dashboard-admin" className="text-lg font-semibold">
            {t("adminTitle")}
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">{adminAreas.map((a) => card(a.href, t(`areas.${a.key}.title`), t(`areas.${a.key}.description`)))}</ul>
        </section>
      ) : null}
    </div>
  );
}
