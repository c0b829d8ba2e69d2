import { cronRoute, handleCronJob } from "@/lib/http/cron";
import { lapseOffers } from "@/lib/offers/lapse-job";
import { createAdminClient } from "@/lib/supabase/admin";

/**
 * The offers' lapse (issue 42), hourly locally. Lapses the open offers past their lapse date and tells
 * both parties; closes those whose buyer's access expired (public.lapse_offers).
 */
export const dynamic = "force-dynamic";

export const { GET, POST } = cronRoute((request) =>
  handleCronJob(request, "offers-lapse", () => lapseOffers(createAdminClient())),
);
