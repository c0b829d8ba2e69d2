import { removeQueuedObjects } from "@/lib/dealroom/objects-job";
import { cronRoute, handleCronJob } from "@/lib/http/cron";
import { createAdminClient } from "@/lib/supabase/admin";

/**
 * The deal room's objects (issue 41), hourly locally: removes from the private bucket the objects of
 * documents deleted or replaced by any path, and uploads whose row was never written
 * (public.dealroom_objects_to_remove).
 */
export const dynamic = "force-dynamic";

export const { GET, POST } = cronRoute((request) =>
  handleCronJob(request, "dealroom-objects", () => removeQueuedObjects(createAdminClient())),
);
