import { getTranslations } from "next-intl/server";
import { listCategories } from "@/lib/taxonomy/queries/categories";
import { listIndustries } from "@/lib/taxonomy/queries/industries";
import { localName } from "@/lib/i18n/localized-text";
import { PageLink } from "@/components/ui/page-link";
import type { Locale } from "@/lib/i18n/routing";
import { slugify } from "@/lib/slug";
import { errorMessage } from "@/lib/supabase/errors";
import { createPublicClient } from "@/lib/supabase/public";

/** Categories grouped by industry, each linking to its listings. */
export async function BrowseCategories({ locale }: { locale: Locale }) {
  const t = await getTranslations("home");
  const client = createPublicClient();
  // The home page stays up without this section: a failed read shows its error line.
  const lists = await Promise.all([listIndustries(client), listCategories(client)]).catch((error: unknown) => {
    console.error("[home] industries not read:", errorMessage(error));
    return null;
  });
  const name = (row: { name_fr: string; name_en: string | null }) => localName(row, locale);

  return (
    <section aria-labelledby="browse-categories" className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
      <h2 id="browse-categories" className="text-2xl font-bold tracking-tight sm:text-3xl">
        {t("industriesHeading")}
      </h2>
      <p className="mt-2 max-w-2xl text-neutral-700 dark:text-neutral-300">{t("industriesIntro")}</p>
      {!lists ? (
        <p role="alert" className="mt-6 text-error-700 dark:text-error-300">
          {t("industriesError")}
        </p>
      ) : lists[0].length === 0 ? (
        <p className="mt-6 text-neutral-700 dark:text-neutral-300">{t("industriesEmpty")}</p>
      ) : (
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3" data-testid="industries">
          {lists[0].map((industry) => {
            const inIndustry = lists[1]
              .filter((c) => c.industries.some((i) => i.id === industry.id))
              .sort((a, b) => name(a).localeCompare(name(b), locale));
            return (
              <li
                key={industry.id}
                className="rounded-lg border border-neutral-200 bg-white p-5 dark:border-neutral-800 dark:bg-neutral-900"
              >
                <h3 className="font-semibold text-neutral-950 dark:text-white">{name(industry)}</h3>
                {inIndustry.length > 0 ? (
                  <ul className="mt-3 flex flex-wrap gap-2">
                    {inIndustry.map((category) => (
                      <li key={category.id}>
                        <PageLink
                          locale={locale}
                          href={`/entreprises/categories/${slugify(category.name_fr)}`}
                          className="category-pill"
                        >
                          {name(category)}
                        </PageLink>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
