import { getTranslations } from "next-intl/server";
import { PrequalificationMarks } from "@/components/financing/prequalification-mark";
import { sellerFilePath } from "@/lib/dealroom/paths";
import { listRequests } from "@/lib/dealroom/queries/requests";
import { listCurrentPrequalifications } from "@/lib/financing/prequalification/queries";
import { formatDateTime } from "@/lib/i18n/format";
import { localizedText } from "@/lib/i18n/localized-text";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import type { Client } from "@/lib/supabase/types";
import { BuyerProfileFacts } from "./request-list";

/**
 * The access requests waiting for the owner's decision, at the top of the workspace inbox (issue 41):
 * the buyer's profile, the signed agreement, a link to the decision on the file's page.
 */
export async function InboxRequests({ client, locale }: { client: Client; locale: Locale }) {
  const { rows, total } = await listRequests(client, { scope: "owner", status: "pending", limit: 20 });
  if (total === 0) return null;
  const t = await getTranslations({ locale, namespace: "dealroom.inbox" });
  const marks = await listCurrentPrequalifications(
    client,
    rows.map((r) => r.buyer_id),
  );
  return (
    <section aria-labelledby="dealroom-inbox" className="mt-8 space-y-3" data-testid="dealroom-inbox">
      <h2 id="dealroom-inbox" className="text-lg font-semibold">
        {t("heading", { count: total })}
      </h2>
      <ul className="space-y-4">
        {rows.map((request) => (
          <li
            key={request.id}
            className="space-y-3 rounded-xl border border-neutral-200 p-4 dark:border-neutral-800"
            data-testid="dealroom-inbox-request"
          >
            <p className="font-semibold">
              {t("about", {
                name: request.signed_name,
                title: localizedText(request.listing_title_fr, request.listing_title_en, locale)?.text ?? "",
              })}
            </p>
            <p className="text-sm text-neutral-700 dark:text-neutral-300">
              {request.buyer_email} · {t("signedAt", { date: formatDateTime(request.signed_at, locale) })}
            </p>
            <BuyerProfileFacts request={request} locale={locale} />
            <PrequalificationMarks marks={marks.get(request.buyer_id)} />
            <div className="flex flex-wrap gap-4 text-sm font-semibold">
              <a
                href={`/api/dealroom/agreements/${request.id}?locale=${locale}`}
                className="text-primary-800 underline dark:text-primary-300"
                download
              >
                {t("agreement")}
              </a>
              <Link
                href={`${sellerFilePath(request.kind, request.listing_id)}#demande-${request.id}`}
                className="text-primary-800 underline dark:text-primary-300"
              >
                {t("decide")}
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
