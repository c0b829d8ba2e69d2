import { getTranslations } from "next-intl/server";
import type { Column } from "@/components/data-table/data-table";
import { ListHeader, TableList } from "@/components/data-table/list-page";
import { readTableQuery } from "@/components/data-table/query";
import { SearchForm } from "@/components/data-table/search-form";
import { Field, inputClasses } from "@/components/forms/field";
import { buttonClasses } from "@/components/ui/button";
import { userFilters, USER_FILTERS, usersPath, userEditPath } from "@/lib/accounts/admin-user-list";
import { listUsers, USER_SORTS, type UserRow, type UserSort } from "@/lib/accounts/queries/admin-users";
import { formatDate, formatNumber } from "@/lib/i18n/format";
import { getPathname, Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { createClient } from "@/lib/supabase/server";

const PAGE_SIZE = 25;

type Raw = Record<string, string | string[] | undefined>;

/** A user's name as the back office shows it: first and last name, or nothing. */
export function displayName(row: { first_name: string | null; last_name: string | null }): string {
  return [row.first_name, row.last_name].filter(Boolean).join(" ");
}

const badge = "inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap";

/**
 * The back office's user list (§2 /admin/gestion/utilisateurs): search by name or e-mail, filters
 * (role, listings, status, sign-up dates), order, each user's listings and the inquiries they
 * received; the state is in the URL and the page is read in Postgres (admin_list_users).
 */
export async function UserListPage({ locale, searchParams }: { locale: Locale; searchParams: Raw }) {
  const t = await getTranslations({ locale, namespace: "usersAdmin" });
  const query = readTableQuery<UserSort, (typeof USER_FILTERS)[number]>(searchParams, {
    sorts: USER_SORTS,
    defaultSort: "created",
    defaultDir: "desc",
    filters: USER_FILTERS,
  });
  const filters = userFilters(query.filters);
  const { rows, total } = await listUsers(await createClient(), {
    ...filters,
    sort: query.sort,
    dir: query.dir,
    limit: PAGE_SIZE,
    offset: (query.page - 1) * PAGE_SIZE,
  });

  const columns: Column<UserRow, UserSort>[] = [
    {
      key: "name",
      header: t("columns.name"),
      sort: "name",
      cell: (r) => (
        <div className="min-w-48 space-y-0.5">
          <p className="font-semibold text-neutral-950 dark:text-white">{displayName(r) || t("noName")}</p>
          <p className="break-all text-neutral-700 dark:text-neutral-300">{r.email}</p>
        </div>
      ),
    },
    {
      key: "role",
      header: t("columns.role"),
      cell: (r) => (
        <div className="flex flex-wrap gap-1">
          <span
            className={`${badge} ${r.is_admin ? "bg-primary-100 text-primary-900 dark:bg-primary-900 dark:text-primary-100" : "bg-neutral-100 text-neutral-800 dark:bg-neutral-800 dark:text-neutral-100"}`}
          >
            {r.is_admin ? t("admin") : t("user")}
          </span>
          {r.suspended_at ? (
            <span className={`${badge} bg-error-100 text-error-900 dark:bg-error-900 dark:text-error-100`}>
              {t("blockedBadge")}
            </span>
          ) : null}
        </div>
      ),
    },
    {
      key: "listings",
      header: t("columns.listings"),
      sort: "listings",
      align: "end",
      cell: (r) => formatNumber(r.listing_count, locale),
    },
    {
      key: "inquiries",
      header: t("columns.inquiries"),
      sort: "inquiries",
      align: "end",
      cell: (r) => formatNumber(r.inquiry_count, locale),
    },
    {
      key: "created",
      header: t("columns.created"),
      sort: "created",
      cell: (r) => <span className="whitespace-nowrap">{formatDate(r.created_at, locale)}</span>,
    },
    {
      key: "actions",
      header: t("columns.actions"),
      cell: (r) => (
        <Link href={userEditPath(r.id)} className={buttonClasses({ variant: "outline", size: "sm" })}>
          {t("edit")}
          <span className="sr-only"> {displayName(r) || r.email}</span>
        </Link>
      ),
    },
  ];

  const choice = (name: "role" | "listings" | "status", options: [string, string][]) => (
    <Field id={`users-${name}`} label={t(`filters.${name}`)}>
      <select id={`users-${name}`} name={name} defaultValue={query.filters[name] ?? ""} className={inputClasses}>
        <option value="">{t("filters.all")}</option>
        {options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </Field>
  );
  const date = (name: "from" | "to") => (
    <Field id={`users-${name}`} label={t(`filters.${name}`)}>
      <input id={`users-${name}`} name={name} type="date" defaultValue={filters[name] ?? ""} className={inputClasses} />
    </Field>
  );

  return (
    <div className="space-y-6">
      <ListHeader title={t("title")} intro={t("intro")} />
      <SearchForm
        action={getPathname({ locale, href: usersPath })}
        label={t("filtersLabel")}
        search={t("search")}
        value={query.filters.q}
        sort={query.sort}
        dir={query.dir}
        apply={t("apply")}
        reset={t("reset")}
        resetHref={usersPath}
      >
        {choice("role", [
          ["admin", t("filters.roleAdmin")],
          ["user", t("filters.roleUser")],
        ])}
        {choice("listings", [
          ["yes", t("filters.listingsYes")],
          ["no", t("filters.listingsNo")],
        ])}
        {choice("status", [
          ["active", t("filters.statusActive")],
          ["blocked", t("filters.statusBlocked")],
        ])}
        {date("from")}
        {date("to")}
      </SearchForm>
      <TableList
        status={t("total", { count: total })}
        caption={t("caption")}
        rows={rows}
        columns={columns}
        rowKey={(r) => r.id}
        query={query}
        pathname={usersPath}
        empty={Object.keys(query.filters).length > 0 ? t("empty") : t("emptyAll")}
        total={total}
        pageSize={PAGE_SIZE}
        search={searchParams}
        locale={locale}
      />
    </div>
  );
}
