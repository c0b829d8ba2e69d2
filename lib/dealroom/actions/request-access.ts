"use server";

import { headers } from "next/headers";
import { clientIpHash } from "@/lib/http/client-ip";
import type { AccessRequestInput } from "../schema";
import { requestAccessAction } from "./request-access.core";

// A buyer signs the agreement and asks for a file; the address is kept only as a keyed hash.
export async function requestAccess(input: Omit<AccessRequestInput, "ipHash">) {
  return requestAccessAction({ ...input, ipHash: clientIpHash(await headers()) });
}
