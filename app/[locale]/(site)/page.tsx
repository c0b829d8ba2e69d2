import { notFound } from "next/navigation";
import { hasLocale } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { routing } from "@/lib/i18n/routing";
import { createPublicClient } from "@/lib/supabase/public";

// The taxonomy changes rarely: serve it from cache and refresh it every minute.
export const revalidate = 60;

export default async function HomePage({ params }: PageProps<"/[locale]">) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations("home");
  const { data: industries, error } = await createPublicClient()
    .from("entreprise_industries")
    .select("id, name_fr, name_en, entreprise_categories(id, name_fr, name_en)")
    .order("name_fr");
  const name = (row: { name_fr: string; name_en: string | null }) => (locale === "en" && row.name_en) || row.name_fr;

  return (
    <main className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t("title")}</h1>
      <p className="mt-3 max-w-2xl text-lg text-slate-600">{t("intro")}</p>
      <h2 className="mt-10 text-2xl font-semibold">{t("industriesHeading")}</h2>
      {error ? (
        <p role="alert" className="mt-4 text-red-700">{t("industriesError")}</p>
      ) : (
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="industries">
          {(industries ?? []).map((industry) => (
            <li key={industry.id} className="rounded-lg border border-slate-200 p-4">
              <h3 className="font-semibold">{name(industry)}</h3>
              <p className="mt-2 text-sm text-slate-600">
                {industry.entreprise_categories.map(name).sort((a, b) => a.localeCompare(b, locale)).join(" · ")}
              </p>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
