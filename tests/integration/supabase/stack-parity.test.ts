/**
 * Issue 12: the local stack behaves like hosted Supabase where it matters for security (scripts/stack):
 * the password policy of supabase/config.toml, uploads served with their checked type and nosniff,
 * Auth e-mails whose text part carries the HTML part's working link in both languages, and a
 * sign-up with a registered address answered like a new one.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anonClient, cleanup, createTestUser, env, type TestUser } from "@/tests/support/db";

type Mail = { id: string; subject: string; text?: string; html?: string; to: { address: string }[] };

async function lastMailTo(address: string): Promise<Mail | undefined> {
  const base = process.env.MAILDEV_URL;
  if (!base) throw new Error("MAILDEV_URL is not set: run with `npm test -- integration`.");
  for (let i = 0; i < 50; i++) {
    const list = (await (await fetch(`${base}/api/email`)).json()) as Mail[];
    const mine = list.filter((m) => m.to.some((t) => t.address === address));
    if (mine.length) return (await (await fetch(`${base}/api/email/${mine[mine.length - 1]!.id}`)).json()) as Mail;
    await new Promise((r) => setTimeout(r, 200));
  }
  return undefined;
}

let user: TestUser;
let registered: TestUser;
beforeAll(async () => {
  user = await createTestUser();
  registered = await createTestUser();
});
afterAll(cleanup);

describe("local stack parity with hosted Supabase", () => {
  it("refuses passwords shorter than supabase/config.toml's minimum (8) at sign-up and at a change", async () => {
    const signup = await anonClient().auth.signUp({
      email: `court-${randomUUID().slice(0, 8)}@example.com`,
      password: "Abc-123",
    });
    expect(signup.error?.code).toBe("weak_password");
    const change = await user.client.auth.updateUser({ password: "Abc-123" });
    expect(change.error?.code).toBe("weak_password");
    const ok = await user.client.auth.updateUser({ password: "Abcd-1234-ok" });
    expect(ok.error).toBeNull();
  });

  it("answers a sign-up with a registered address exactly like a new one", async () => {
    // The registered address first: lite sends at most one Auth e-mail a minute, and the new sign-up sends one.
    const taken = await anonClient().auth.signUp({ email: registered.email, password: "Abcd-1234-ok" });
    const fresh = await anonClient().auth.signUp({
      email: `nouveau-${randomUUID().slice(0, 8)}@example.com`,
      password: "Abcd-1234-ok",
    });
    expect(fresh.error).toBeNull();
    expect(taken.error).toBeNull();
    expect(taken.data.session).toBeNull();
    expect(fresh.data.session).toBeNull();
    expect(taken.data.user?.email).toBe(registered.email);
  });

  it("serves an upload with the type it was checked with, and nosniff: an SVG declared as PNG is not served as SVG", async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const key = `${user.id}/piege-${Date.now()}.svg`;
    const { error } = await user.client.storage.from("listing-images").upload(key, svg, { contentType: "image/png" });
    expect(error).toBeNull();
    const response = await fetch(`${env.url}/storage/v1/object/public/listing-images/${key}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^image\/png/);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("sends Auth e-mails whose plain-text part has the HTML part's working link, in French and English", async () => {
    const { error } = await anonClient().auth.resetPasswordForEmail(user.email);
    expect(error).toBeNull();
    const mail = await lastMailTo(user.email);
    expect(mail).toBeDefined();
    const link = /href="([^"]*\/auth-confirm\?token_hash=[^"]+)"/.exec(mail!.html ?? "")?.[1]?.replace(/&amp;/g, "&");
    expect(link).toBeTruthy();
    expect(mail!.text).toContain(link!);
    expect(mail!.text).not.toContain("/auth/v1/verify");
    expect(mail!.text).toMatch(/Choisir un nouveau mot de passe/);
    expect(mail!.text).toMatch(/Choose a new password/);
  });
});
