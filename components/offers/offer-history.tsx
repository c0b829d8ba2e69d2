import { getTranslations } from "next-intl/server";
import { cn } from "@/lib/cn";
import { formatDateTime } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/routing";
import { changedFields, describeTerms, type CashFlow } from "@/lib/offers/describe";
import { offerPdfPath } from "@/lib/offers/paths";
import type { Offer } from "@/lib/offers/queries";

/**
 * An offer's versions, newest first (the current one open): who sent each and when, its terms by
 * section with what changed since the version before marked, its message, and its PDF.
 */
export async function OfferHistory({ offer, cashFlow, locale }: { offer: Offer; cashFlow: CashFlow; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "offers" });
  const tt = (key: string, values?: Record<string, string | number>) => t(key as never, values as never);
  const versions = [...offer.versions].reverse();
  return (
    <ol className="space-y-3" aria-label={t("history.label")} data-testid="offer-history">
      {versions.map((version, index) => {
        const previous = offer.versions.find((v) => v.version === version.version - 1);
        const changed = changedFields(previous, version);
        return (
          <li key={version.id}>
            <details
              open={index === 0}
              className="rounded-lg border border-neutral-200 dark:border-neutral-800"
              data-testid="offer-version"
            >
              <summary className="cursor-pointer p-3 text-sm font-medium">
                {t("history.version", {
                  version: version.version,
                  author: t(`parties.${version.author_party}`),
                  date: formatDateTime(version.created_at, locale),
                })}
                {previous ? (
                  <span className="ml-2 text-neutral-600 dark:text-neutral-400">
                    {t("history.changes", { count: changed.size })}
                  </span>
                ) : null}
              </summary>
              <div className="space-y-4 border-t border-neutral-200 p-3 dark:border-neutral-800">
                {describeTerms(version, tt, locale, cashFlow).map((section) => (
                  <section key={section.heading} className="space-y-1">
                    <h4 className="text-sm font-semibold">{section.heading}</h4>
                    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[14rem_1fr]">
                      {section.rows.map((row) => {
                        const mark = row.fields.some((f) => changed.has(f));
                        return (
                          <div key={row.label} className={cn("contents", mark && "font-semibold")}>
                            <dt
                              className={cn(
                                "text-neutral-700 dark:text-neutral-300",
                                mark && "text-warning-800 dark:text-warning-300",
                              )}
                            >
                              {row.label}
                              {mark ? (
                                <span
                                  className="ml-1 rounded bg-warning-100 px-1 text-xs text-warning-950 dark:bg-warning-950 dark:text-warning-100"
                                  data-testid="offer-changed"
                                >
                                  {t("history.changed")}
                                </span>
                              ) : null}
                            </dt>
                            <dd className="break-words">{row.value}</dd>
                          </div>
                        );
                      })}
                    </dl>
                  </section>
                ))}
                {version.message ? (
                  <div className="text-sm">
                    <p className="font-semibold">{t("terms.message")}</p>
                    <p className="whitespace-pre-line">{version.message}</p>
                  </div>
                ) : null}
                <a
                  href={offerPdfPath(offer.id, version.version, locale)}
                  download
                  className="inline-block text-sm font-semibold text-primary-800 underline dark:text-primary-300"
                  data-testid="offer-pdf"
                >
                  {t("history.pdf", { version: version.version })}
                </a>
              </div>
            </details>
          </li>
        );
      })}
    </ol>
  );
}
