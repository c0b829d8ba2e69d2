import type { ReactNode } from "react";
import { DataTable, type DataTableProps } from "@/components/data-table/data-table";
import { PageOutOfRange } from "@/components/ui/list-notices";
import { Pagination } from "@/components/ui/pagination";
import { pastLastPage } from "@/lib/http/paging";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";

/** How many rows a back-office list shows a page. */
export const TABLE_PAGE_SIZE = 25;

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

/** A record's page header: the link back to its list above its title (and what `children` add). */
export function EditHeader({
  href,
  back,
  title,
  children,
}: {
  href: string;
  back: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <header className="space-y-2">
      <Link
        href={href}
        className="text-sm font-medium text-primary-800 underline underline-offset-2 dark:text-primary-300"
      >
        {back}
      </Link>
      <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{title}</h1>
      {children}
    </header>
  );
}

/**
 * A back-office list under its filters: how many match, the table (or what it says when none does)
 * and its pages, which keep the URL's other parameters; past the last page (a list that shrank since
 * its link was made), how many pages there are and a link to the first.
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
} & DataTableProps<Row, S, F>) {
  const pageCount = Math.ceil(total / pageSize);
  const pastTheEnd = pastLastPage(table.query.page, pageCount);
  return (
    <>
      {status !== undefined ? (
        <p className="text-sm font-medium text-neutral-800 dark:text-neutral-200" role="status">
          {status}
        </p>
      ) : null}
      <DataTable
        {...table}
        empty={
          pastTheEnd ? (
            <PageOutOfRange pages={pageCount} pathname={table.pathname} query={search} locale={locale} framed={false} />
          ) : typeof empty === "string" ? (
            <p className="text-neutral-700 dark:text-neutral-300">{empty}</p>
          ) : (
            empty
          )
        }
      />
      {pastTheEnd ? null : (
        <Pagination
          pathname={table.pathname}
          query={search}
          page={table.query.page}
          pageCount={pageCount}
          locale={locale}
        />
      )}
    </>
  );
}
