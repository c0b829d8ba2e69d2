import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { EditHeader } from "@/components/data-table/list-page";
import { ClientMessages } from "@/components/i18n/client-messages";
import { lenderLabel } from "@/lib/financing/prequalification/mark";
import { getPrequalification, getPrequalificationRequest } from "@/lib/financing/prequalification/queries";
import { addDays, formatDate, montrealDay } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/routing";
import { createClient } from "@/lib/supabase/server";
import { PrequalificationMarkForm } from "./prequalification-mark-form";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A new mark's expiry by default: lenders' letters commonly run 90 days. */
const DEFAULT_DAYS = 90;

/**
 * A mark's editor: on /new?request=…, a new mark for that pre-qualification request (the lenders the
 * buyer asked first); on /{id}/edit, the stored mark (a 404 when there is none).
 */
export async function PrequalificationEditPage({
  locale,
  id,
  requestId,
  lenders,
}: {
  locale: Locale;
  id?: string;
  requestId?: string;
  /** The directory's lenders (published experts of the financing kind). */
  lenders: { id: number; name: string; company: string | null }[];
}) {
  const t = await getTranslations({ locale, namespace: "prequalification.admin" });
  const client = await createClient();
  const markId = id === undefined ? null : Number(id);
  if (markId !== null && (!Number.isSafeInteger(markId) || markId <= 0)) notFound();
  const mark = markId ? await getPrequalification(client, markId) : null;
  if (markId && !mark) notFound();
  const requestKey = mark?.request_id ?? requestId ?? "";
  if (!UUID.test(requestKey)) notFound();
  const request = await getPrequalificationRequest(client, requestKey);
  if (!request) notFound();

  const askedIds = new Set(request.lenders.map((l) => l.expert_id));
  const option = (l: { id: number; name: string | null; company: string | null }) => ({
    value: String(l.id),
    label: lenderLabel(l),
  });
  const asked = request.lenders.map((l) => option({ id: l.expert_id, name: l.name, company: l.company }));
  const others = lenders.filter((l) => !askedIds.has(l.id)).map(option);
  // A mark's lender who has left the directory stays its lender until another is chosen.
  if (mark?.expert_id && !askedIds.has(mark.expert_id) && !lenders.some((l) => l.id === mark.expert_id))
    others.unshift(option({ id: mark.expert_id, name: mark.lender_name, company: mark.lender_company }));
  const marked = new Set(request.marks.map((m) => m.expert_id));
  const firstUnmarked = request.lenders.find((l) => !marked.has(l.expert_id))?.expert_id;
  const today = montrealDay();
  const title = mark ? t("editTitle") : t("newTitle");

  return (
    <div className="space-y-6">
      <EditHeader href="/admin/gestion/prequalifications" back={t("back")} title={title}>
        <p className="text-neutral-700 dark:text-neutral-300">
          {t("forBuyer", { name: request.name, email: request.email, date: formatDate(request.created_at, locale) })}
        </p>
      </EditHeader>
      {asked.length + others.length === 0 ? (
        <p className="text-neutral-700 dark:text-neutral-300">{t("noLenders")}</p>
      ) : (
        <ClientMessages namespaces={["prequalification", "financing", "formKit"]}>
          <PrequalificationMarkForm
            label={title}
            buyerName={request.name}
            lenders={{ asked, others }}
            defaultValues={{
              id: mark?.id,
              request_id: request.id,
              expert_id: String(mark?.expert_id ?? firstUnmarked ?? request.lenders[0]?.expert_id ?? ""),
              amount: mark?.amount ?? null,
              qualified_on: mark?.qualified_on ?? today,
              expires_on: mark?.expires_on ?? addDays(today, DEFAULT_DAYS),
            }}
          />
        </ClientMessages>
      )}
    </div>
  );
}
