import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/content/page-header";
import { FilterForm, SelectFilter, TextFilter } from "@/components/forms/filter-form";
import { InvalidFiltersNotice } from "@/components/ui/list-notices";
import { ListResults } from "@/components/ui/list-results";
import { pageCount } from "@/lib/http/paging";
import { localizedPath } from "@/lib/i18n/paths";
import type { Locale } from "@/lib/i18n/routing";

/** The message namespaces of the public list pages: each has the same page, filter and result texts. */
type ListNamespace = "experts" | "franchises" | "realEstate";

type Choice = { value: string; label: string };

/**
 * One filter of a list page: a choice (`options`) or a text box (`inputMode`). Its label also
 * names it when the URL's value is refused.
 */
export type ListFilter = { name: string; label: string; value: string } & (
  { options: Choice[]; anyLabel?: string } | { inputMode: "search" | "numeric"; placeholder?: string; wide?: boolean }
);

/**
 * A public list page of one kind (experts, franchises, properties): the header, the filters as a
 * plain GET form, the filters of the URL that were refused, the count, the cards (or the empty
 * state) and the pages. Each kind gives its texts' namespace, its filters and its card.
 */
export async function ListPage<Row extends { id: number }>({
  locale,
  namespace,
  path,
  parsed,
  wideSearch,
  filters,
  result,
  card,
  gridClassName,
}: {
  locale: Locale;
  namespace: ListNamespace;
  path: string;
  /** The URL's query as the kind's parser read it: the words searched, the filters refused, the page. */
  parsed: { form: { q: string }; invalid: string[]; query: Record<string, string>; params: { page: number } };
  /** Whether the words' box spans two columns. */
  wideSearch?: boolean;
  /** The kind's filters after the words' box. */
  filters: ListFilter[];
  result: { rows: Row[]; total: number; pageSize: number };
  card: (row: Row, index: number) => ReactNode;
  gridClassName?: string;
}) {
  const t = await getTranslations({ locale, namespace });
  const { rows, total, pageSize } = result;
  const all: ListFilter[] = [
    {
      name: "q",
      label: t("filters.query"),
      value: parsed.form.q,
      placeholder: t("filters.queryPlaceholder"),
      inputMode: "search",
      wide: wideSearch,
    },
    ...filters,
  ];
  const labels = new Map([...all.map((f) => [f.name, f.label] as const), ["page", t("filters.page")]]);
  const { invalid } = parsed;
  const refused = invalid.length
    ? t("invalidFilters", { fields: invalid.map((key) => labels.get(key)).join(", ") })
    : null;
  return (
    <>
      <PageHeader width="wide" eyebrow={t("eyebrow")} title={t("title")} intro={<p>{t("intro")}</p>} />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <FilterForm
          action={localizedPath(locale, path)}
          pathname={path}
          heading={t("filters.heading")}
          submit={t("filters.submit")}
          reset={t("filters.reset")}
        >
          {all.map((filter) =>
            "options" in filter ? (
              <SelectFilter key={filter.name} {...filter} />
            ) : (
              <TextFilter
                key={filter.name}
                name={filter.name}
                label={filter.label}
                value={filter.value}
                placeholder={filter.placeholder}
                inputMode={filter.inputMode}
                className={filter.wide ? "sm:col-span-2" : undefined}
              />
            ),
          )}
        </FilterForm>
        <InvalidFiltersNotice text={refused} />
        <ListResults
          count={t("resultCount", { count: total })}
          empty={rows.length === 0 ? { title: t("empty.title"), text: t("empty.text"), reset: t("empty.reset") } : null}
          pathname={path}
          query={parsed.query}
          page={parsed.params.page}
          pageCount={pageCount(total, pageSize)}
          locale={locale}
          gridClassName={gridClassName}
        >
          {rows.map((row, index) => (
            <li key={row.id}>{card(row, index)}</li>
          ))}
        </ListResults>
      </div>
    </>
  );
}
