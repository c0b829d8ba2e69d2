import type { ReactNode } from "react";
import { Field, inputClasses } from "@/components/forms/field";
import { getPathname } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import type { Column } from "./data-table";
import { TABLE_PAGE_SIZE, TableList } from "./list-page";
import { FilterBar } from "./report-filters";
import type { TableQuery } from "./query";

/** The texts a searched list takes from its namespace; `total` is given the count. */
type ListTexts = (
  key: "filtersLabel" | "search" | "apply" | "reset" | "total" | "empty" | "emptyAll",
  values?: { count: number },
) => string;

/**
 * A back-office list of 25 rows a page under its search as a GET form (state in the URL, works
 * without JavaScript; the filters given as children, the order kept), its texts from one
 * namespace: says "empty" when filtered (by default, when searched) and "emptyAll" else.
 */
export function SearchTable<Row extends { id: number | string }, S extends string, F extends string>({
  table: { t, locale, pathname, searchParams, query },
  filtered = Boolean((query.filters as Partial<Record<string, string>>).q),
  list,
  children,
  ...table
}: {
  table: {
    t: ListTexts;
    locale: Locale;
    pathname: string;
    searchParams: Record<string, string | string[] | undefined>;
    query: TableQuery<S, F>;
  };
  filtered?: boolean;
  list: { rows: Row[]; total: number };
  children?: ReactNode;
  caption: string;
  columns: Column<Row, S>[];
}) {
  return (
    <>
      <FilterBar
        role="search"
        action={getPathname({ locale, href: pathname })}
        label={t("filtersLabel")}
        hidden={{ sort: query.sort, dir: query.dir }}
        apply={t("apply")}
        reset={t("reset")}
        resetHref={pathname}
      >
        <Field id="table-search" label={t("search")} className="sm:col-span-2">
          <input
            id="table-search"
            name="q"
            type="search"
            defaultValue={query.filters["q" as F] ?? ""}
            maxLength={200}
            autoComplete="off"
            className={inputClasses}
          />
        </Field>
        {children}
      </FilterBar>
      <TableList
        {...table}
        {...list}
        status={t("total", { count: list.total })}
        rowKey={(r) => String(r.id)}
        query={query}
        pathname={pathname}
        empty={filtered ? t("empty") : t("emptyAll")}
        pageSize={TABLE_PAGE_SIZE}
        search={searchParams}
        locale={locale}
      />
    </>
  );
}
