import type { ReactNode } from "react";
import { DataTable, type Column } from "@/components/data-table/data-table";
import type { TableQuery } from "@/components/data-table/query";
import { Pagination } from "@/components/ui/pagination";
import type { Locale } from "@/lib/i18n/routing";

/** A back-office page's title and what it is for; `aside` (an "Add" button) sits at the end of the row. */
export function ListHeader({
  title,
  intro,
  aside,
  children,
}: {
  title: string;
  intro: ReactNode;
  aside?: ReactNode;
  /** Below the intro (a link back). */
  children?: ReactNode;
}) {
  const text = (
    <div className="space-y-2">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      <p className="max-w-3xl text-neutral-700 dark:text-neutral-300">{intro}</p>
      {children}
    </div>
  );
  return aside ? (
    <header className="flex flex-wrap items-end justify-between gap-4">
      {text}
      {aside}
    </header>
  ) : (
    <header>{text}</header>
  );
}

/**
 * A back-office list under its filters: how many match, the table (or what it says when none does)
 * and its pages, which keep the URL's other parameters.
 */
export function TableList<Row, S extends string, F extends string>({
  status,
  empty,
  total,
  pageSize,
  search,
  locale,
  ...table
}: {
  /** How many match, said to assistive technologies when it changes. */
  status?: string;
  /** What the table says when no row matches (a sentence, or richer content). */
  empty: ReactNode;
  total: number;
  pageSize: number;
  /** The URL's query, kept by the pages' links. */
  search: Record<string, string | string[] | undefined>;
  locale: Locale;
  caption: string;
  rows: Row[];
  columns: Column<Row, S>[];
  rowKey: (row: Row) => string;
  query: TableQuery<S, F>;
  pathname: string;
  selection?: { formId: string; rowLabel: (row: Row) => string };
}) {
  return (
    <>
      {status !== undefined ? (
        <p className="text-sm font-medium text-neutral-800 dark:text-neutral-200" role="status">
          {status}
        </p>
      ) : null}
      <DataTable
        {...table}
        empty={typeof empty === "string" ? <p className="text-neutral-700 dark:text-neutral-300">{empty}</p> : empty}
      />
      <Pagination
        pathname={table.pathname}
        query={search}
        page={table.query.page}
        pageCount={Math.ceil(total / pageSize)}
        locale={locale}
      />
    </>
  );
}
