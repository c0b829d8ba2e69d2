import { getLocale, getTranslations } from "next-intl/server";
import { formatDate, formatPrice } from "@/lib/i18n/format";
import { listMyFinancingRequests } from "@/lib/financing/queries";
import { Link } from "@/lib/i18n/navigation";
import { createClient } from "@/lib/supabase/server";

/**
 * The signed-in buyer's financing requests and their status, for /admin (the integrator mounts
 * it; the page has already called requireUser()), each saying what it is: a financing request, or a
 * pre-qualification request and the lenders it was sent to. Renders nothing when there is none.
 */
export async function MyFinancingRequests() {
  const requests = await listMyFinancingRequests(await createClient());
  if (requests.length === 0) return null;
  const locale = (await getLocale()) === "en" ? "en" : "fr";
  const t = await getTranslations("financing.mine");
  const tStatus = await getTranslations("financing.admin.statuses");
  return (
    <section aria-labelledby="my-financing" className="space-y-3">
      <h2 id="my-financing" className="text-xl font-semibold">
        {t("title")}
      </h2>
      <ul className="divide-y divide-neutral-200 rounded-lg border border-neutral-200 dark:divide-neutral-800 dark:border-neutral-800">
        {requests.map((r) => (
          <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 p-4 text-sm">
            <span className="space-y-0.5">
              <span className="block font-semibold" data-testid="financing-purpose" data-purpose={r.purpose}>
                {r.purpose === "financing"
                  ? t("kinds.financing")
                  : r.lenders.length
                    ? t("kinds.prequalification", { lenders: r.lenders.join(", ") })
                    : t("kinds.prequalificationNoLender")}
              </span>
              <span className="block">
                {t("line", {
                  amount: formatPrice(r.amount_requested, locale),
                  price: formatPrice(r.price, locale),
                  date: formatDate(r.created_at, locale),
                })}
              </span>
            </span>
            <span
              className="rounded-full bg-neutral-100 px-3 py-1 font-medium dark:bg-neutral-800"
              data-testid="financing-status"
            >
              {tStatus(r.status)}
            </span>
          </li>
        ))}
      </ul>
      <Link
        href="/services/financement"
        className="text-sm font-medium text-secondary-800 underline dark:text-secondary-300"
      >
        {t("another")}
      </Link>
    </section>
  );
}
