import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/i18n/client-messages";
import { PagePart } from "@/components/layout/page-part";
import { lenderLabel } from "@/lib/financing/prequalification/mark";
import type { AskedLender, PrequalificationMark } from "@/lib/financing/prequalification/queries";
import { formatDate } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/routing";
import { PrequalificationForm, type LenderChoice } from "./prequalification-form";
import { PrequalificationMarks } from "./prequalification-mark";

/**
 * The buyer's pre-qualification, on their list of files (/profil/dossiers): their marks (current,
 * then lapsed), the requests they sent and to whom, and the form to ask lenders of the directory.
 */
export async function PrequalificationSection({
  locale,
  marks,
  asked,
  lenders,
  provinces,
  defaults,
}: {
  locale: Locale;
  marks: PrequalificationMark[];
  asked: (AskedLender & { created_at: string })[];
  lenders: LenderChoice[];
  provinces: { value: string; label: string }[];
  defaults: { province: string; experience: string; down_payment: string };
}) {
  const t = await getTranslations({ locale, namespace: "prequalification.mine" });
  // One line per request: when, and the lenders asked.
  const requests = new Map<string, { date: string; lenders: string[] }>();
  for (const a of asked) {
    const entry = requests.get(a.request_id) ?? { date: a.created_at, lenders: [] };
    entry.lenders.push(lenderLabel(a));
    requests.set(a.request_id, entry);
  }
  return (
    <PagePart id="prequalification-title" title={t("title")} intro={t("intro")} testId="prequalification-section">
      <div className="space-y-2">
        <h3 className="font-semibold">{t("marks")}</h3>
        {marks.length ? (
          <PrequalificationMarks marks={marks} />
        ) : (
          <p className="text-sm text-neutral-700 dark:text-neutral-300">{t("noMarks")}</p>
        )}
        {requests.size ? (
          <ul className="space-y-1 text-sm text-neutral-700 dark:text-neutral-300" data-testid="prequalification-asked">
            {[...requests.values()].map((r) => (
              <li key={`${r.date}-${r.lenders.join()}`}>
                {t("asked", { date: formatDate(r.date, locale), lenders: r.lenders.join(", ") })}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <details
        className="group rounded-lg border border-neutral-200 p-4 sm:p-5 dark:border-neutral-800"
        open={marks.length === 0 && requests.size === 0}
      >
        <summary className="cursor-pointer text-lg font-semibold" id="prequalification-ask">
          {t("askTitle")}
        </summary>
        <div className="mt-5">
          {lenders.length ? (
            <ClientMessages namespaces={["financing", "prequalification"]}>
              <PrequalificationForm lenders={lenders} provinces={provinces} defaults={defaults} />
            </ClientMessages>
          ) : (
            <p className="text-neutral-700 dark:text-neutral-300">{t("noLenders")}</p>
          )}
        </div>
      </details>
    </PagePart>
  );
}
