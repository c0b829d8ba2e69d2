/** The mailing service's subscribers endpoint (MailerLite API v2). */
export const MAILERLITE_SUBSCRIBERS_URL = "https://connect.mailerlite.com/api/subscribers";

export type MailingConfig = { apiKey?: string; groupId?: string };
export type MailingOutcome = "synced" | "not_configured" | "missing_group" | "failed";

/**
 * Sends a new subscriber to the mailing service's general group (§8). Without an API key the
 * service is off; with a key but no group id, a warning is logged and nothing is sent.
 */
export async function sendSubscriberToMailingService(
  email: string,
  config: MailingConfig,
  deps: { fetch?: typeof fetch; warn?: (message: string) => void; error?: (message: string) => void } = {},
): Promise<MailingOutcome> {
  const warn = deps.warn ?? console.warn;
  const logError = deps.error ?? console.error;
  if (!config.apiKey) return "not_configured";
  if (!config.groupId) {
    warn(
      "[newsletter] NEXT_PUBLIC_MAILERLITE_GROUP_GENERAL is not set: the subscriber was not sent to the mailing service.",
    );
    return "missing_group";
  }
  try {
    const response = await (deps.fetch ?? fetch)(MAILERLITE_SUBSCRIBERS_URL, {
      method: "POST",
      headers: {
        authorization: `Bearer ${config.apiKey}`,
        "content-type": "application/json",
        accept: "application/json",
      },
      body: JSON.stringify({ email, groups: [config.groupId] }),
      signal: AbortSignal.timeout(5_000),
    });
    if (response.ok) return "synced";
    logError(`[newsletter] The mailing service answered ${response.status}.`);
    return "failed";
  } catch (error) {
    logError(
      `[newsletter] The mailing service could not be reached: ${error instanceof Error ? error.message : String(error)}`,
    );
    return "failed";
  }
}
