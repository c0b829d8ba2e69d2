import { getTranslations } from "next-intl/server";
import type { AccessState } from "@/lib/dealroom/access";
import { formatDate } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/routing";

type Dates = {
  signed_at: string | null;
  decided_at: string | null;
  expires_at: string | null;
  revoked_at: string | null;
};

/** Where a buyer's request stands, in a sentence with its date (the buyer's file page and their list). */
export async function requestStateText(request: Dates, state: AccessState, locale: Locale): Promise<string> {
  const t = await getTranslations({ locale, namespace: "dealroom.request.status" });
  const date = (value: string | null) => (value ? formatDate(value, locale) : "");
  return {
    pending: () => t("pending", { date: date(request.signed_at) }),
    declined: () => t("declined", { date: date(request.decided_at) }),
    active: () => t("active", { date: date(request.expires_at) }),
    revoked: () => t("revoked", { date: date(request.revoked_at) }),
    expired: () => t("expired", { date: date(request.expires_at) }),
    closed: () => t("closed"),
  }[state]();
}
