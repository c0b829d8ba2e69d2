"use server";

import type { SubscriberRefInput } from "@/lib/site/schemas/back-office";
import { unsubscribeSubscriberAction } from "./unsubscribe-subscriber.core";

// Unsubscribes a newsletter address (admins).
export async function unsubscribeSubscriber(input: SubscriberRefInput) {
  return unsubscribeSubscriberAction(input);
}
