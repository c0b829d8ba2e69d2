"use client";

import { ActionButton } from "@/components/ui/action-button";
import { sendTestDigest } from "@/lib/alerts/actions/send-test-digest";
import type { DigestFrequency } from "@/lib/alerts/frequencies";

/** Sends the previewed digest to the admin's own address (never to the person previewed). */
export function SendTestDigestButton({
  userId,
  frequency,
  label,
  success,
}: {
  userId: string;
  frequency: DigestFrequency;
  label: string;
  success: string;
}) {
  return <ActionButton label={label} success={success} run={() => sendTestDigest({ userId, frequency })} />;
}
