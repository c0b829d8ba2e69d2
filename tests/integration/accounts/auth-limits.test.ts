/**
 * Issue 18, the attacks on the sign-in, sign-up, recovery and password pages, played through the
 * actions' cores against the real stack: each core gets the request's address hash (as the action
 * reads it from the connection) and its own Supabase client, like a visitor's browser session.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  requestPasswordResetWithLimits,
  resendConfirmationWithLimits,
  signInWithLimits,
  signUpWithLimits,
  updatePasswordChecked,
  type AuthRequest,
} from "@/lib/accounts/actions/auth.core";
import { recoveryMarker } from "@/lib/accounts/recovery-session";
import { hashEmail } from "@/lib/http/client-ip";
import { anonClient, cleanup, createTestUser, serviceClient, sql, trackUser, type TestUser } from "@/tests/support/db";
import { mailsTo, mailTo } from "@/tests/support/mail";

/** A visitor: a new address (its hash) and a browser without a session. */
function visitor(): AuthRequest {
  return {
    service: serviceClient(),
    ipHash: randomUUID().replace(/-/g, ""),
    locale: "fr",
    origin: process.env.NEXT_PUBLIC_SITE_URL ?? "http://localhost:3000",
  };
}

/** Moves an account's counted failures `minutes` into the past, as if the attacker had waited. */
async function age(email: string, minutes: number) {
  await sql()`update public.rate_limits set window_start = window_start - make_interval(mins => ${minutes})
              where bucket = 'sign_in_account' and key_hash = ${hashEmail(email)}`;
}

async function signedIn(client: ReturnType<typeof anonClient>): Promise<boolean> {
  return Boolean((await client.auth.getClaims()).data?.claims?.sub);
}

const newPassword = () => `Nouveau-${randomUUID()}`;
const newAddress = (tag: string) => `${tag}-${randomUUID().slice(0, 8)}@example.test`;

let alice: TestUser;

beforeAll(async () => {
  alice = await createTestUser({ firstName: "Alice" });
});

afterAll(async () => {
  await cleanup();
});

describe("password guessing through the sign-in action", () => {
  test("after 5 wrong passwords the account is locked for minutes, the right password included, from any address", async () => {
    const user = await createTestUser();
    const attacker = visitor();
    for (let i = 0; i < 5; i++) {
      expect(
        await signInWithLimits(anonClient(), { email: user.email, password: `guess-${i}` }, attacker),
      ).toMatchObject({ ok: false, message: "auth.errors.invalidCredentials" });
    }
    const browser = anonClient();
    expect(
      await signInWithLimits(browser, { email: user.email.toUpperCase(), password: user.password }, attacker),
    ).toEqual({ ok: false, fieldErrors: {}, message: "auth.errors.locked?minutes=5" });
    expect(await signedIn(browser)).toBe(false);
    // Another address (the owner at home) waits too, but only until the failures are 5 minutes old.
    expect(await signInWithLimits(browser, { email: user.email, password: user.password }, visitor())).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^auth\.errors\.locked\?minutes=[1-5]$/),
    });
    await age(user.email, 5);
    expect(await signInWithLimits(browser, { email: user.email, password: user.password }, attacker)).toEqual({
      ok: true,
      data: true,
    });
    expect(await signedIn(browser)).toBe(true);
  });

  test("successful sign-ins do not use up the account's allowance", async () => {
    const user = await createTestUser();
    const request = visitor();
    for (let i = 0; i < 4; i++)
      await signInWithLimits(anonClient(), { email: user.email, password: "wrong-password" }, request);
    for (let i = 0; i < 3; i++)
      expect((await signInWithLimits(anonClient(), { email: user.email, password: user.password }, request)).ok).toBe(
        true,
      );
  });

  test("parallel guesses cannot slip past the count", async () => {
    const user = await createTestUser();
    const attacker = visitor();
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        signInWithLimits(anonClient(), { email: user.email, password: `guess-${i}` }, attacker),
      ),
    );
    expect(results.filter((r) => !r.ok && r.message === "auth.errors.invalidCredentials")).toHaveLength(5);
    expect(results.filter((r) => !r.ok && r.message.startsWith("auth.errors.locked"))).toHaveLength(7);
  });

  test("one address spraying passwords over many accounts is stopped after 20 failures", async () => {
    const sprayer = visitor();
    for (let i = 0; i < 20; i++)
      await signInWithLimits(anonClient(), { email: newAddress("spray"), password: "Printemps2026!" }, sprayer);
    expect(
      await signInWithLimits(anonClient(), { email: alice.email, password: alice.password }, sprayer),
    ).toMatchObject({ ok: false, message: expect.stringMatching(/^auth\.errors\.locked\?minutes=(1[0-5]|[1-9])$/) });
    // Alice herself, elsewhere, is not affected.
    expect((await signInWithLimits(anonClient(), { email: alice.email, password: alice.password }, visitor())).ok).toBe(
      true,
    );
  });
});

describe("sign-up", () => {
  test("answers an address that has an account exactly as a new one, resending the confirmation included", async () => {
    const fresh = newAddress("nouveau");
    const input = { password: newPassword(), firstName: "Nina", lastName: "Roy" };
    const forNew = await signUpWithLimits(anonClient(), { ...input, email: fresh }, visitor());
    const forExisting = await signUpWithLimits(anonClient(), { ...input, email: alice.email }, visitor());
    const [created] = await sql()`select id from auth.users where email = ${fresh}`;
    trackUser(String(created!.id));
    expect(forNew).toEqual({ ok: true, data: { status: "confirm-email", email: fresh } });
    expect(forExisting).toEqual({ ok: true, data: { status: "confirm-email", email: alice.email } });
    // The "resend" button a moment later: the same answer for both (the minute is the address's, account or not).
    const resentNew = await resendConfirmationWithLimits(anonClient(), fresh, visitor());
    const resentExisting = await resendConfirmationWithLimits(anonClient(), alice.email, visitor());
    expect(resentNew).toEqual({ ok: false, fieldErrors: {}, message: "auth.errors.emailRateLimit" });
    expect(resentExisting).toEqual(resentNew);
    expect(await mailsTo(fresh)).toHaveLength(1);
  });

  test("someone who signs up on /en gets the confirmation in English only (issue 39)", async () => {
    const email = newAddress("english");
    const input = { email, password: newPassword(), firstName: "Emma", lastName: "Stone" };
    expect((await signUpWithLimits(anonClient(), input, { ...visitor(), locale: "en" })).ok).toBe(true);
    const [created] = await sql()`select id from auth.users where email = ${email}`;
    trackUser(String(created!.id));
    const mail = await mailTo(email, "Confirm my address");
    expect(mail?.subject).toBe("Confirm your e-mail");
    expect(mail?.text).not.toMatch(/Confirmez|Merci|Vous n'avez/);
  });

  test("one address may create 5 accounts an hour, then is told to wait", async () => {
    const signer = visitor();
    const results = [];
    for (let i = 0; i < 6; i++)
      results.push(
        await signUpWithLimits(
          anonClient(),
          { email: newAddress("flood"), password: newPassword(), firstName: "F", lastName: "L" },
          signer,
        ),
      );
    for (const row of await sql()`select id from auth.users where email like 'flood-%@example.test'`)
      trackUser(String(row.id));
    expect(results.slice(0, 5).every((r) => r.ok)).toBe(true);
    expect(results[5]).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^auth\.errors\.locked\?minutes=\d+$/),
    });
  });
});

describe("password recovery", () => {
  test("three requests in a row send one e-mail and say why the others wait, the same account or not", async () => {
    const user = await createTestUser();
    const nobody = newAddress("personne");
    const answers = [];
    for (let i = 0; i < 3; i++) {
      answers.push(await requestPasswordResetWithLimits(anonClient(), user.email, visitor()));
      answers.push(await requestPasswordResetWithLimits(anonClient(), nobody, visitor()));
    }
    expect(answers.map((a) => (a.ok ? "ok" : a.message))).toEqual([
      "ok",
      "ok",
      ...Array(4).fill("auth.errors.emailRateLimit"),
    ]);
    await new Promise((r) => setTimeout(r, 500));
    expect(await mailsTo(user.email)).toHaveLength(1);
  });

  test("three recovery requests straight to Auth, past the app, send one e-mail (issue 39)", async () => {
    const user = await createTestUser();
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push((await anonClient().auth.resetPasswordForEmail(user.email)).error);
    expect(answers[0]).toBeNull();
    expect(answers.slice(1).every((error) => error !== null)).toBe(true);
    await new Promise((r) => setTimeout(r, 500));
    expect(await mailsTo(user.email)).toHaveLength(1);
    // A minute later (the last e-mail's stamp moved back), the owner may ask again.
    await sql()`update auth.users set recovery_sent_at = recovery_sent_at - interval '2 minutes' where id = ${user.id}`;
    expect((await anonClient().auth.resetPasswordForEmail(user.email)).error).toBeNull();
  });

  test("one visitor may ask for 10 recovery e-mails an hour, whatever the addresses", async () => {
    const asker = visitor();
    const answers = [];
    for (let i = 0; i < 11; i++)
      answers.push(await requestPasswordResetWithLimits(anonClient(), newAddress("balayage"), asker));
    expect(answers.slice(0, 10).every((a) => a.ok)).toBe(true);
    expect(answers[10]).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^auth\.errors\.locked\?minutes=\d+$/),
    });
  });
});

describe("/update-password", () => {
  test("an ordinary session cannot change the password without the current one", async () => {
    const user = await createTestUser();
    const changed = newPassword();
    const request = { ...visitor(), recoveryMarker: undefined };
    expect(
      await updatePasswordChecked(user.client, { password: changed, confirmPassword: changed }, request),
    ).toMatchObject({
      ok: false,
      fieldErrors: { currentPassword: "auth.errors.currentPasswordRequired" },
    });
    expect(
      await updatePasswordChecked(
        user.client,
        { currentPassword: "not-it", password: changed, confirmPassword: changed },
        request,
      ),
    ).toMatchObject({
      ok: false,
      fieldErrors: { currentPassword: "profile.errors.currentPasswordWrong" },
    });
    // A recovery marker made for another session does not carry over.
    const other = await createTestUser();
    const foreign = recoveryMarker((await other.client.auth.getClaims()).data?.claims);
    expect(
      (
        await updatePasswordChecked(
          user.client,
          { password: changed, confirmPassword: changed },
          { ...request, recoveryMarker: foreign! },
        )
      ).ok,
    ).toBe(false);
    expect(
      (await anonClient().auth.signInWithPassword({ email: user.email, password: user.password })).error,
    ).toBeNull();
    // With the current password it works, and the session stays signed in.
    expect(
      await updatePasswordChecked(
        user.client,
        { currentPassword: user.password, password: changed, confirmPassword: changed },
        request,
      ),
    ).toEqual({ ok: true, data: true });
    expect(await signedIn(user.client)).toBe(true);
    expect((await anonClient().auth.signInWithPassword({ email: user.email, password: changed })).error).toBeNull();
  });

  test("the session a recovery link opened sets a new password without the current one", async () => {
    const user = await createTestUser();
    expect((await requestPasswordResetWithLimits(anonClient(), user.email, visitor())).ok).toBe(true);
    let link: string | undefined;
    for (let i = 0; i < 50 && !link; i++) {
      link = /href="([^"]*token_hash=[^"]+)"/
        .exec((await mailsTo(user.email))[0]?.html ?? "")?.[1]
        ?.replace(/&amp;/g, "&");
      if (!link) await new Promise((r) => setTimeout(r, 200));
    }
    const browser = anonClient();
    const { data, error } = await browser.auth.verifyOtp({
      type: "recovery",
      token_hash: new URL(link!).searchParams.get("token_hash")!,
    });
    expect(error).toBeNull();
    // What /auth-confirm sets for this session.
    const marker = recoveryMarker((await browser.auth.getClaims(data.session!.access_token)).data?.claims);
    const changed = newPassword();
    expect(
      await updatePasswordChecked(
        browser,
        { password: changed, confirmPassword: changed },
        { ...visitor(), recoveryMarker: marker! },
      ),
    ).toEqual({ ok: true, data: true });
    expect((await anonClient().auth.signInWithPassword({ email: user.email, password: changed })).error).toBeNull();
  });
});
