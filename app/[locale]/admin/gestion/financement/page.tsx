import { getTranslations } from "next-intl/server";
import { PipelineForm } from "@/components/financing/pipeline-form";
import { ClientMessages } from "@/components/i18n/client-messages";
import { requireAdmin } from "@/lib/auth/guards";
import { formatDate, formatPrice } from "@/lib/i18n/format";
import { listFinancingRequests, listPartners, listRequestEvents } from "@/lib/financing/queries";
import { Link } from "@/lib/i18n/navigation";
import { REQUEST_STATUSES } from "@/lib/financing/schema";
import { pageLocale } from "@/lib/i18n/page-locale";
import { createClient } from "@/lib/supabase/server";
import { signedInMetadata } from "@/lib/site/metadata";

export const generateMetadata = signedInMetadata("financing.admin.pipelineTitle");

/** /admin/gestion/financement: the financing requests as a pipeline, with notes, lenders chosen and history. */
export default async function FinancingPipelinePage({ params }: PageProps<"/[locale]/admin/gestion/financement">) {
  const locale = await pageLocale(params);
  await requireAdmin();
  const t = await getTranslations("financing.admin");
  const tForm = await getTranslations("financing.form");
  const tPrequalification = await getTranslations("prequalification.admin");
  const client = await createClient();
  const [requests, partners] = await Promise.all([listFinancingRequests(client), listPartners(client)]);
  const events = await listRequestEvents(
    client,
    requests.map((r) => r.id),
  );
  const lenders = partners.map((p) => ({ id: p.id, name: locale === "en" ? (p.name_en ?? p.name_fr) : p.name_fr }));
  const money = (v: number | null) => (v === null ? "—" : formatPrice(v, locale));
  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-bold">{t("pipelineTitle")}</h1>
      <nav aria-label={t("countsLabel")}>
        <ul className="flex flex-wrap gap-2 text-sm">
          {REQUEST_STATUSES.map((s) => (
            <li key={s}>
              <a
                href={`#status-${s}`}
                className="rounded-full border border-neutral-300 px-3 py-1 dark:border-neutral-700"
              >
                {t(`statuses.${s}`)} ({requests.filter((r) => r.status === s).length})
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <ClientMessages namespaces={["financing", "formKit"]}>
        {REQUEST_STATUSES.map((status) => {
          const group = requests.filter((r) => r.status === status);
          return (
            <section key={status} id={`status-${status}`} aria-labelledby={`heading-${status}`} className="space-y-3">
              <h2 id={`heading-${status}`} className="text-xl font-semibold">
                {t(`statuses.${status}`)} ({group.length})
              </h2>
              {group.length === 0 ? (
                <p className="text-sm text-neutral-600 dark:text-neutral-400">{t("emptyStatus")}</p>
              ) : null}
              {group.map((r) => (
                <article
                  key={r.id}
                  aria-label={r.name}
                  className="grid gap-4 rounded-lg border border-neutral-200 p-4 lg:grid-cols-[1fr_22rem] dark:border-neutral-700"
                  data-testid={`request-${r.id}`}
                >
                  <div className="space-y-2 text-sm">
                    <h3 className="text-base font-semibold">
                      {r.name} — {money(r.amount_requested)}
                    </h3>
                    {r.purpose === "prequalification" ? (
                      <p>
                        <Link href="/admin/gestion/prequalifications" className="font-medium underline">
                          {tPrequalification("pipelineNote")}
                        </Link>
                      </p>
                    ) : null}
                    <p>
                      <a href={`mailto:${r.email}`} className="underline">
                        {r.email}
                      </a>
                      {r.phone ? ` · ${r.phone}` : ""} · {formatDate(r.created_at, locale)} · {r.locale.toUpperCase()}
                    </p>
                    <p>
                      {r.entreprises ? (
                        <Link href={`/entreprises/${r.entreprises.slug}`} className="underline">
                          {locale === "en"
                            ? (r.entreprises.title_en ?? r.entreprises.title_fr)
                            : r.entreprises.title_fr}
                        </Link>
                      ) : null}
                      {r.deal_description ? <span> {r.deal_description}</span> : null}
                    </p>
                    <dl className="grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-3">
                      <div>
                        <dt className="text-neutral-600 dark:text-neutral-400">{tForm("price")}</dt>
                        <dd>{money(r.price)}</dd>
                      </div>
                      <div>
                        <dt className="text-neutral-600 dark:text-neutral-400">{tForm("downPayment")}</dt>
                        <dd>
                          {money(r.down_payment)} ({r.down_payment_source})
                        </dd>
                      </div>
                      <div>
                        <dt className="text-neutral-600 dark:text-neutral-400">{tForm("sellerFinancing")}</dt>
                        <dd>{money(r.seller_financing)}</dd>
                      </div>
                      <div>
                        <dt className="text-neutral-600 dark:text-neutral-400">{tForm("workingCapital")}</dt>
                        <dd>{money(r.working_capital)}</dd>
                      </div>
                      <div>
                        <dt className="text-neutral-600 dark:text-neutral-400">{tForm("purchaseType")}</dt>
                        <dd>{tForm(`purchaseTypes.${r.purchase_type as "asset"}`)}</dd>
                      </div>
                      <div>
                        <dt className="text-neutral-600 dark:text-neutral-400">{tForm("targetDate")}</dt>
                        <dd>{r.target_date ? formatDate(r.target_date, locale) : "—"}</dd>
                      </div>
                    </dl>
                    <p>{t("labelValue", { label: t("applicantExperience"), value: r.experience })}</p>
                    <p>
                      {t("labelValue", {
                        label: t("applicantPrograms"),
                        value: r.programs.map((p) => tForm(`programs.${p as "bdc"}`)).join(", ") || "—",
                      })}
                    </p>
                    <p
                      className={
                        r.consent_lenders
                          ? "text-success-800 dark:text-success-300"
                          : "text-warning-800 dark:text-warning-300"
                      }
                    >
                      {r.consent_lenders ? t("consentGiven") : t("consentNotGiven")}
                    </p>
                    <details>
                      <summary className="cursor-pointer font-medium">{t("history")}</summary>
                      <ol className="mt-2 space-y-1">
                        {events
                          .filter((e) => e.request_id === r.id)
                          .map((e) => (
                            <li key={e.id}>
                              {formatDate(e.created_at, locale)} —{" "}
                              {e.from_status ? `${t(`statuses.${e.from_status}`)} → ` : ""}
                              {t(`statuses.${e.to_status}`)}
                              {e.notes_changed ? ` · ${t("notesChanged")}` : ""}
                              {e.lender_ids.length ? ` · ${t("lendersCount", { count: e.lender_ids.length })}` : ""}
                            </li>
                          ))}
                      </ol>
                    </details>
                  </div>
                  <PipelineForm
                    id={r.id}
                    status={r.status}
                    notes={r.admin_notes}
                    lenderIds={r.lender_ids}
                    lenders={lenders}
                    consent={r.consent_lenders}
                  />
                </article>
              ))}
            </section>
          );
        })}
      </ClientMessages>
    </div>
  );
}
