import { BoxSection } from "@/components/content/titled-section";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ListHeader } from "@/components/data-table/list-page";
import { ExportForm } from "@/components/exports/export-form";
import { exportDataset, exportDatasetKeys, isExportDataset } from "@/lib/exports/datasets";
import { EXPORT_FORMATS, type ExportFormat } from "@/lib/exports/formats";
import { readExportQuery } from "@/lib/exports/schema";
import { EXPORT_FAILURE_REASONS, type ExportFailureReason } from "@/lib/exports/stream";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { signedInMetadata } from "@/lib/site/metadata";

const PATH = "/admin/gestion/Export";

export const generateMetadata = signedInMetadata("exports.metaTitle");

/**
 * Exports (issue 22): pick a dataset, then its filters, columns and format; the download route
 * streams the file. A refused request comes back here with `check`, its values and its errors, and
 * an export the database refused before its first byte with `failed` (why).
 */
export default async function ExportPage({ params, searchParams }: PageProps<"/[locale]/admin/gestion/Export">) {
  const { locale: raw } = await params;
  const locale = raw as Locale;
  setRequestLocale(locale);
  const search = await searchParams;
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(search)) for (const one of [v ?? []].flat()) query.append(k, one);
  const t = await getTranslations({ locale, namespace: "exports" });
  const selected = query.get("dataset");
  const key = isExportDataset(selected) ? selected : null;

  const checked = key && query.has("check") ? readExportQuery(query) : null;
  const errors: Partial<Record<"from" | "to" | "status" | "columns" | "format", string>> = {};
  if (checked && !checked.success)
    for (const issue of checked.error.issues) {
      const field = String(issue.path[0] ?? "columns") as keyof typeof errors;
      errors[field] ??= t(issue.message.replace(/^exports\./, "") as "errors.date");
    }
  const chosenColumns = query.has("check") ? new Set(query.getAll("columns")) : null;
  const failed = query.get("failed");
  const format = query.get("format");
  const dataset = key ? exportDataset(key) : null;

  return (
    <div className="space-y-6">
      <ListHeader title={t("title")} intro={t("intro")} />
      <nav aria-labelledby="export-datasets">
        <h2 id="export-datasets" className="mb-2 text-lg font-semibold">
          {t("datasetsLabel")}
        </h2>
        <ul className="flex flex-wrap gap-2">
          {exportDatasetKeys.map((k) => (
            <li key={k}>
              <Link
                href={{ pathname: PATH, query: { dataset: k } }}
                aria-current={k === key ? "page" : undefined}
                className="inline-flex min-h-11 items-center rounded-full border border-neutral-300 px-4 text-sm font-medium hover:bg-neutral-100 aria-[current=page]:border-primary-700 aria-[current=page]:bg-primary-700 aria-[current=page]:text-white dark:border-neutral-600 dark:hover:bg-neutral-800 dark:aria-[current=page]:border-primary-400 dark:aria-[current=page]:bg-primary-400 dark:aria-[current=page]:text-neutral-950"
              >
                {t(`datasets.${k}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {key && dataset ? (
        <BoxSection
          id="export-options"
          title={t("optionsTitle", { dataset: t(`datasets.${key}`) })}
          className="space-y-4"
        >
          <ExportForm
            // A new form for each URL: its fields are uncontrolled, and a client navigation to another
            // dataset would otherwise keep the boxes ticked for columns both datasets have.
            key={query.toString()}
            action="/api/exports"
            dataset={key}
            locale={locale}
            columns={dataset.columns.map((c) => ({
              key: c,
              label: t(`columns.${c}` as "columns.id"),
              checked: chosenColumns ? chosenColumns.has(c) : dataset.defaults.includes(c),
            }))}
            statuses={dataset.status?.values.map((value) => ({
              value,
              label:
                dataset.status?.kind === "dateSet"
                  ? t(`states.${key}.${value}` as "states.users.active")
                  : t(`statuses.${value}` as "statuses.draft"),
            }))}
            values={{
              from: query.get("from") ?? undefined,
              to: query.get("to") ?? undefined,
              status: query.get("status") ?? undefined,
              format: EXPORT_FORMATS.includes(format as ExportFormat) ? (format as ExportFormat) : "xlsx",
            }}
            formats={EXPORT_FORMATS.map((value) => ({
              value,
              label: t(`formats.${value}.label`),
              hint: t(`formats.${value}.hint`),
            }))}
            errors={errors}
            text={{
              label: t("optionsTitle", { dataset: t(`datasets.${key}`) }),
              from: t("from"),
              to: t("to"),
              status: t("status"),
              anyStatus: t("anyStatus"),
              columns: t("columnsLegend"),
              format: t("formatLegend"),
              download: t("download"),
              personal: dataset.personal ? t("personalNotice") : undefined,
              failed: EXPORT_FAILURE_REASONS.includes(failed as ExportFailureReason)
                ? t(`failed.${failed as ExportFailureReason}`)
                : undefined,
            }}
          />
        </BoxSection>
      ) : (
        <p className="text-neutral-700 dark:text-neutral-300">{t("chooseDataset")}</p>
      )}
    </div>
  );
}
