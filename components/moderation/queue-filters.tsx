import { getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";
import { Field, inputClasses } from "@/components/forms/field";
import { GetForm } from "@/components/forms/get-form";
import type { Locale } from "@/lib/i18n/routing";
import { Link } from "@/lib/i18n/navigation";
import type { ItemKind } from "@/lib/listings/kinds";

export type QueueFilterValues = Partial<Record<"status" | "q" | "region" | "detail" | "owner" | "from" | "to", string>>;
export type Option = { value: string; label: string };

const detailLabels = {
  entreprise: { label: "category", any: "anyCategory" },
  immobilier: { label: "propertyType", any: "anyPropertyType" },
  expert: { label: "profession", any: "anyProfession" },
  franchise: { label: "category", any: "anyCategory" },
} as const;

/**
 * The queue's filters as a GET form (state in the URL, works without JavaScript): status,
 * region, category / property type / profession, owner's e-mail, text and a date range.
 */
export async function QueueFilters({
  kind,
  locale,
  action,
  values,
  statuses,
  regions,
  details,
  resetHref,
}: {
  kind: ItemKind;
  locale: Locale;
  action: string;
  values: QueueFilterValues;
  statuses: Option[];
  regions: Option[];
  details: Option[];
  resetHref: string;
}) {
  const t = await getTranslations({ locale, namespace: "moderation.queue.filters" });
  const select = (name: "status" | "region" | "detail", label: string, any: string, options: Option[]) => (
    <Field id={`queue-${name}`} label={label}>
      <select id={`queue-${name}`} name={name} defaultValue={values[name] ?? ""} className={inputClasses}>
        <option value="">{any}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  );
  const input = (name: "q" | "owner" | "from" | "to", label: string, type: string) => (
    <Field id={`queue-${name}`} label={label}>
      <input
        id={`queue-${name}`}
        name={name}
        type={type}
        defaultValue={values[name] ?? ""}
        className={inputClasses}
        maxLength={200}
        autoComplete="off"
      />
    </Field>
  );
  const detail = detailLabels[kind];
  return (
    <GetForm
      action={action}
      aria-label={t("legend")}
      className="rounded-xl border border-neutral-200 bg-white p-4 dark:border-neutral-800 dark:bg-neutral-900"
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {select("status", t("status"), t("anyStatus"), statuses)}
        {/* A franchise network has no region. */}
        {kind !== "franchise" ? select("region", t("region"), t("anyRegion"), regions) : null}
        {select("detail", t(detail.label), t(detail.any), details)}
        {input("owner", t("owner"), "search")}
        {input("q", t("search"), "search")}
        {input("from", t("from"), "date")}
        {input("to", t("to"), "date")}
        <div className="flex items-end gap-3">
          <Button type="submit">{t("apply")}</Button>
          <Link
            href={resetHref}
            className="text-sm font-medium text-primary-800 underline underline-offset-2 dark:text-primary-300"
          >
            {t("reset")}
          </Link>
        </div>
      </div>
    </GetForm>
  );
}
