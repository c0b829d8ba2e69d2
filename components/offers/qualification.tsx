import { getTranslations } from "next-intl/server";
import type { RequestRow } from "@/lib/dealroom/queries/requests";
import { formatPrice } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/routing";

/**
 * The buyer's qualification as the seller compares offers: the profile sent with their access request
 * (capital available, financing plan, timeline), under the lenders' pre-qualification marks.
 */
export async function BuyerQualification({ request, locale }: { request: RequestRow | undefined; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "dealroom" });
  const to = await getTranslations({ locale, namespace: "offers.compare" });
  if (!request || request.capital_available === null)
    return <span className="text-neutral-600 dark:text-neutral-400">{to("noProfile")}</span>;
  return (
    <div className="space-y-1 text-sm" data-testid="offer-qualification">
      <p>{to("capital", { amount: formatPrice(Number(request.capital_available ?? 0), locale) })}</p>
      <p>
        {(request.financing ?? []).map((f) => t(`financing.${f}`)).join(", ")}
        {request.financing_details ? ` — ${request.financing_details}` : null}
      </p>
      {request.timeline ? (
        <p className="text-neutral-700 dark:text-neutral-300">{t(`timelines.${request.timeline}`)}</p>
      ) : null}
    </div>
  );
}
