import { getTranslations } from "next-intl/server";
import type { Column } from "@/components/data-table/data-table";
import { ListHeader, TABLE_PAGE_SIZE as PAGE_SIZE } from "@/components/data-table/list-page";
import { readTableQuery } from "@/components/data-table/query";
import { SearchTable } from "@/components/data-table/search-form";
import { ClientMessages } from "@/components/i18n/client-messages";
import { buttonClasses } from "@/components/ui/button";
import { lenderLabel } from "@/lib/financing/prequalification/mark";
import { listPrequalificationRequests, type PrequalificationRequest } from "@/lib/financing/prequalification/queries";
import { formatDate, formatPrice } from "@/lib/i18n/format";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { labelled } from "@/lib/i18n/typography";
import { createClient } from "@/lib/supabase/server";
import { PrequalificationMark } from "./prequalification-mark";
import { PrequalificationMarkActions } from "./prequalification-row-actions";

const PREQUALIFICATIONS = "/admin/gestion/prequalifications";
const SORTS = ["received"] as const;
type Sort = (typeof SORTS)[number];

/**
 * /admin/gestion/prequalifications: the buyers' pre-qualification requests (newest first, searched
 * by name or e-mail), each with its lenders asked and the marks the team recorded (current or
 * lapsed), to record a new mark, correct or extend one, or withdraw it.
 */
export async function PrequalificationListPage({
  locale,
  searchParams,
}: {
  locale: Locale;
  searchParams: Record<string, string | string[] | undefined>;
}) {
  const t = await getTranslations({ locale, namespace: "prequalification.admin" });
  const query = readTableQuery<Sort, "q">(searchParams, {
    sorts: SORTS,
    defaultSort: "received",
    defaultDir: "desc",
    filters: ["q"],
  });
  const list = await listPrequalificationRequests(await createClient(), {
    search: query.filters.q,
    offset: (query.page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
    ascending: query.dir === "asc",
  });
  const money = (v: number) => formatPrice(v, locale);
  const columns: Column<PrequalificationRequest, Sort>[] = [
    {
      key: "buyer",
      header: t("columns.buyer"),
      cell: (r) => (
        <div className="min-w-40 space-y-0.5">
          <p className="font-semibold text-neutral-950 dark:text-white">{r.name}</p>
          <a href={`mailto:${r.email}`} className="break-all underline">
            {r.email}
          </a>
          {r.phone ? <p>{r.phone}</p> : null}
        </div>
      ),
    },
    {
      key: "project",
      header: t("columns.project"),
      wide: true,
      cell: (r) => (
        <div className="min-w-56 space-y-0.5">
          <p>{labelled(locale, t("price"), money(r.price))}</p>
          <p>{labelled(locale, t("downPayment"), money(r.down_payment))}</p>
          <p>{labelled(locale, t("amountRequested"), money(r.amount_requested))}</p>
          {r.deal_description ? (
            <p className="line-clamp-2 text-neutral-700 dark:text-neutral-300">{r.deal_description}</p>
          ) : null}
        </div>
      ),
    },
    {
      key: "lenders",
      header: t("columns.lenders"),
      wide: true,
      cell: (r) => (
        <ul className="min-w-40 space-y-0.5">
          {r.lenders.map((l) => (
            <li key={l.expert_id}>{lenderLabel(l)}</li>
          ))}
        </ul>
      ),
    },
    {
      key: "marks",
      header: t("columns.marks"),
      cell: (r) =>
        r.marks.length ? (
          <ul className="min-w-64 space-y-2">
            {r.marks.map((mark) => (
              <li key={mark.id} className="space-y-1">
                <PrequalificationMark mark={mark} />
                <PrequalificationMarkActions
                  id={mark.id}
                  lender={lenderLabel({ name: mark.lender_name, company: mark.lender_company })}
                />
              </li>
            ))}
          </ul>
        ) : (
          <span className="text-neutral-700 dark:text-neutral-300">{t("noMarks")}</span>
        ),
    },
    {
      key: "received",
      header: t("columns.received"),
      sort: "received",
      cell: (r) => <span className="whitespace-nowrap">{formatDate(r.created_at, locale)}</span>,
    },
    {
      key: "actions",
      header: t("columns.actions"),
      cell: (r) => (
        <Link
          href={`${PREQUALIFICATIONS}/new?request=${r.id}`}
          className={buttonClasses({ size: "sm" })}
          data-testid="prequalification-record"
        >
          {t("record")}
          <span className="sr-only"> — {r.name}</span>
        </Link>
      ),
    },
  ];
  return (
    <ClientMessages namespaces={["prequalification", "dataTable"]}>
      <div className="space-y-6">
        <ListHeader title={t("title")} intro={t("intro")} />
        <SearchTable
          table={{ t, query, pathname: PREQUALIFICATIONS, locale, searchParams }}
          caption={t("caption")}
          list={list}
          columns={columns}
        />
      </div>
    </ClientMessages>
  );
}
