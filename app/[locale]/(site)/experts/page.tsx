import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { localName } from "@/lib/i18n/localized-text";
import { PageHeader } from "@/components/content/page-header";
import { FilterForm, SelectFilter, TextFilter } from "@/components/forms/filter-form";
import { InvalidFiltersNotice } from "@/components/ui/list-notices";
import { ListResults } from "@/components/ui/list-results";
import { ExpertCard } from "@/components/experts/expert-card";
import { EXPERT_LANGUAGES, EXPERT_PROFESSIONS } from "@/lib/experts/schema";
import { parseExpertQuery } from "@/lib/experts/search-params";
import { pageCount } from "@/lib/http/paging";
import { listExperts } from "@/lib/experts/queries/public";
import { listRegions } from "@/lib/taxonomy/queries/regions";
import { localizedPath } from "@/lib/i18n/paths";
import { pageMetadata } from "@/lib/site/metadata";
import { pageLocale } from "@/lib/i18n/page-locale";
import { createPublicClient } from "@/lib/supabase/public";

export async function generateMetadata({ params }: PageProps<"/[locale]/experts">): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "experts" });
  return pageMetadata({ locale, path: "/experts", title: t("metaTitle"), description: t("metaDescription") });
}

/** /experts: the directory of published experts by words, profession, region served and language. */
export default async function ExpertsPage({ params, searchParams }: PageProps<"/[locale]/experts">) {
  const locale = await pageLocale(params);
  const t = await getTranslations("experts");
  const client = createPublicClient();
  const regions = await listRegions(client);
  const parsed = parseExpertQuery(await searchParams, regions);
  const result = await listExperts(client, parsed.params);
  const { rows, total, pageSize } = result;
  const labels: Record<string, string> = {
    q: t("filters.query"),
    profession: t("filters.profession"),
    region: t("filters.region"),
    language: t("filters.language"),
    page: t("filters.page"),
  };
  const invalid = parsed.invalid.length
    ? t("invalidFilters", { fields: parsed.invalid.map((key) => labels[key]).join(", ") })
    : null;
  const { form } = parsed;
  return (
    <>
      <PageHeader width="wide" eyebrow={t("eyebrow")} title={t("title")} intro={<p>{t("intro")}</p>} />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <FilterForm
          action={localizedPath(locale, "/experts")}
          pathname="/experts"
          heading={t("filters.heading")}
          submit={t("filters.submit")}
          reset={t("filters.reset")}
        >
          <TextFilter
            name="q"
            label={t("filters.query")}
            value={form.q}
            placeholder={t("filters.queryPlaceholder")}
            inputMode="search"
          />
          <SelectFilter
            name="profession"
            label={t("filters.profession")}
            value={form.profession}
            anyLabel={t("filters.anyProfession")}
            options={EXPERT_PROFESSIONS.map((value) => ({ value, label: t(`professions.${value}`) }))}
          />
          <SelectFilter
            name="region"
            label={t("filters.region")}
            value={form.region}
            anyLabel={t("filters.anyRegion")}
            options={regions.map((r) => ({ value: r.slug, label: localName(r, locale) }))}
          />
          <SelectFilter
            name="language"
            label={t("filters.language")}
            value={form.language}
            anyLabel={t("filters.anyLanguage")}
            options={EXPERT_LANGUAGES.map((value) => ({ value, label: t(`languages.${value}`) }))}
          />
        </FilterForm>
        <InvalidFiltersNotice text={invalid} />
        <ListResults
          count={t("resultCount", { count: total })}
          empty={rows.length === 0 ? { title: t("empty.title"), text: t("empty.text"), reset: t("empty.reset") } : null}
          pathname="/experts"
          query={parsed.query}
          page={parsed.params.page}
          pageCount={pageCount(total, pageSize)}
          locale={locale}
          gridClassName="md:grid-cols-2 lg:grid-cols-3"
        >
          {rows.map((expert) => (
            <li key={expert.id}>
              <ExpertCard expert={expert} regions={regions} locale={locale} />
            </li>
          ))}
        </ListResults>
      </div>
    </>
  );
}
