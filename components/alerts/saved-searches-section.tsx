import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/i18n/client-messages";
import { FormAlert } from "@/components/forms/form-alert";
import { describeFilters } from "@/lib/businesses/describe-filters";
import { getPreferenceAlert, listSavedSearches } from "@/lib/alerts/queries/saved-searches";
import { Link } from "@/lib/i18n/navigation";
import { localizedPath } from "@/lib/i18n/paths";
import type { Locale } from "@/lib/i18n/routing";
import { errorMessage } from "@/lib/supabase/errors";
import type { Client } from "@/lib/supabase/types";
import { getFilterRefs } from "@/lib/taxonomy/filter-refs";
import { PreferenceAlertForm } from "./preference-alert-form";
import { SavedSearchList, type SavedSearchItem } from "./saved-search-list";

/** The /entreprises address of saved filters (a parameter holding several values repeats). */
function searchHref(locale: Locale, filters: Record<string, string | string[]>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) for (const v of [value].flat()) params.append(key, v);
  const query = params.toString();
  return `${localizedPath(locale, "/entreprises")}${query ? `?${query}` : ""}`;
}

/**
 * "My alerts" on /profil: the saved searches (filters in words, frequency, open, edit, delete) and
 * the implicit weekly alert of the industries followed (`followed`: their names). A failed read
 * says why and leaves the rest of the profile usable.
 */
export async function SavedSearchesSection({
  client,
  userId,
  locale,
  followed,
}: {
  client: Client;
  userId: string;
  locale: Locale;
  followed: string[];
}) {
  const t = await getTranslations({ locale, namespace: "savedSearches.profile" });
  let items: SavedSearchItem[];
  let preference: "weekly" | "never";
  try {
    const [searches, frequency, refs] = await Promise.all([
      listSavedSearches(client, userId),
      getPreferenceAlert(client, userId),
      getFilterRefs(),
    ]);
    items = await Promise.all(
      searches.map(async (search) => ({
        id: search.id,
        name: search.name,
        frequency: search.frequency,
        description: describeFilters(search.filters, refs, locale),
        href: searchHref(locale, search.filters),
      })),
    );
    preference = frequency === "never" ? "never" : "weekly";
  } catch (error) {
    return <FormAlert message={t("loadFailed", { message: errorMessage(error) })} />;
  }
  return (
    <ClientMessages namespaces={["savedSearches", "formKit", "dataTable"]}>
      <div className="space-y-5">
        {items.length ? (
          <SavedSearchList searches={items} />
        ) : (
          <p className="text-neutral-700 dark:text-neutral-300">
            {t("empty")}{" "}
            <Link href="/entreprises" className="font-semibold text-primary-800 underline dark:text-primary-300">
              {t("emptyLink")}
            </Link>
          </p>
        )}
        <PreferenceAlertForm
          initial={preference}
          description={
            followed.length ? t("preferencesBody", { industries: followed.join(", ") }) : t("preferencesNone")
          }
        />
      </div>
    </ClientMessages>
  );
}
