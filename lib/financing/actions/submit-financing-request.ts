"use server";

import { headers } from "next/headers";
import { authorizeUser } from "@/lib/auth/authorize";
import { clientIpHash } from "@/lib/http/client-ip";
import { createAdminClient } from "@/lib/supabase/admin";
import { createClient } from "@/lib/supabase/server";
import { processFinancingRequest } from "./submit-financing-request.core";

// Saves a buyer's financing request, then confirms it by e-mail and tells the team.
export async function submitFinancingRequest(input: unknown) {
  const caller = await authorizeUser(await createClient());
  return processFinancingRequest(input, {
    service: createAdminClient(),
    ipHash: clientIpHash(await headers()),
    userId: caller?.userId ?? null,
  });
}
