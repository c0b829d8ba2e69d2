import { describe, expect, test, vi } from "vitest";
import { MAILERLITE_SUBSCRIBERS_URL, sendSubscriberToMailingService } from "@/lib/site/mailerlite";

describe("mailing service", () => {
  test("does nothing when no API key is configured", async () => {
    const fetch = vi.fn();
    expect(await sendSubscriberToMailingService("a@b.ca", {}, { fetch })).toBe("not_configured");
    expect(fetch).not.toHaveBeenCalled();
  });

  test("logs a warning and sends nothing when the general group id is missing", async () => {
    const fetch = vi.fn();
    const warn = vi.fn();
    expect(await sendSubscriberToMailingService("a@b.ca", { apiKey: "key" }, { fetch, warn })).toBe("missing_group");
    expect(fetch).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/NEXT_PUBLIC_MAILERLITE_GROUP_GENERAL/));
  });

  test("adds the subscriber to the general group", async () => {
    const fetch = vi.fn(async () => new Response("{}", { status: 201 }));
    expect(await sendSubscriberToMailingService("a@b.ca", { apiKey: "key", groupId: "123" }, { fetch })).toBe("synced");
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(MAILERLITE_SUBSCRIBERS_URL);
    expect(new Headers(init.headers).get("authorization")).toBe("Bearer key");
    expect(JSON.parse(String(init.body))).toEqual({ email: "a@b.ca", groups: ["123"] });
  });

  test("reports a refusal without throwing", async () => {
    const error = vi.fn();
    const fetch = vi.fn(async () => new Response("no", { status: 422 }));
    expect(await sendSubscriberToMailingService("a@b.ca", { apiKey: "key", groupId: "123" }, { fetch, error })).toBe(
      "failed",
    );
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/422/));
  });
});
