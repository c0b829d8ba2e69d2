import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";
import { createClient } from "@supabase/supabase-js";
import { createHash } from "node:crypto";

export { expect };

const POPUP_KEY = "newsletterPopupEAV_v2";

type Fixtures = {
  /** Console errors and uncaught exceptions of the page, for "no console error" checks. */
  consoleErrors: string[];
  /** Whether the newsletter popup may open by itself; off except in the popup tests. */
  popupAllowed: boolean;
};

export const test = base.extend<Fixtures>({
  popupAllowed: [false, { option: true }],
  page: async ({ page, popupAllowed }, provide, testInfo) => {
    // Each test is its own visitor for the per-IP rate limits (the app trusts the proxy's header).
    const n = createHash("sha256").update(testInfo.testId).digest();
    await page.setExtraHTTPHeaders({ "x-forwarded-for": `10.${n[0]}.${n[1]}.${n[2]}` });
    if (!popupAllowed) {
      await page.addInitScript((key) => {
        if (!window.localStorage.getItem(key))
          window.localStorage.setItem(key, JSON.stringify({ at: Date.now(), reason: "closed" }));
      }, POPUP_KEY);
    }
    await provide(page);
  },
  consoleErrors: async ({ page }, provide) => {
    const errors: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    page.on("pageerror", (e) => errors.push(e.message));
    await provide(errors);
  },
});

/**
 * axe with no serious or critical violation: every rule in light, and in dark the rules a colour
 * scheme can change (contrast), since the page's structure is the same in both. `exclude` leaves
 * elements out: a sandboxed frame that runs no script (an e-mail preview) cannot run axe.
 */
export async function expectAccessible(page: Page, { exclude }: { exclude?: string } = {}) {
  // After a client navigation the page's <title> arrives with its streamed metadata, which can
  // follow the content: wait for it rather than report a title that is only late.
  await expect(page).toHaveTitle(/\S/);
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    if (scheme === "dark") await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    else await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
    const builder = new AxeBuilder({ page });
    if (scheme === "dark") builder.withRules([...COLOUR_RULES]);
    if (exclude) builder.exclude(exclude);
    const results = await builder.analyze();
    const serious = results.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `[${scheme}] ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`);
    expect(serious).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: null });
}

/** The axe rules whose outcome depends on colours. */
const COLOUR_RULES = ["color-contrast", "link-in-text-block"] as const;

/** One screenshot for a person to review, as it is, when E2E_SHOTS names a folder (CI takes none). */
export async function reviewShot(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  const folder = process.env.E2E_SHOTS;
  if (folder) await page.screenshot({ path: `${folder}/${name}.png`, ...options });
}

/**
 * Screenshots for a person to review, at 390 and 1280 px, light and dark, when E2E_SHOTS names a
 * folder (`E2E_SHOTS=/tmp/shots npm test -- e2e …`); CI takes none, they assert nothing.
 */
export async function reviewShots(page: Page, name: string) {
  const folder = process.env.E2E_SHOTS;
  if (!folder) return;
  const size = page.viewportSize() ?? { width: 1280, height: 900 };
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const scheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.screenshot({ path: `${folder}/${name}-${width}-${scheme}.png`, fullPage: true });
    }
  }
  await page.emulateMedia({ colorScheme: null });
  await page.setViewportSize(size);
}

/** The service-role client, to check what the app stored. */
export function database() {
  const url = process.env.NEXT_PUBLIC_SUPABASE_URL;
  const key = process.env.SUPABASE_SECRET_KEY;
  if (!url || !key)
    throw new Error("Run the end-to-end tests with `npm test -- e2e` (it sets the Supabase variables).");
  return createClient(url, key, { auth: { persistSession: false, autoRefreshToken: false } });
}

export type CaughtMail = {
  id: string;
  subject: string;
  text?: string;
  to: Array<{ address: string }>;
  from: Array<{ address: string; name?: string }>;
};

function maildev(path: string) {
  const base = process.env.MAILDEV_URL;
  if (!base) throw new Error("MAILDEV_URL is not set: run with `npm test -- e2e`.");
  return fetch(`${base}/api${path}`).then((r) => r.json());
}

/** The mail maildev caught with this subject, in full (or undefined while it has not arrived). */
export async function caughtMail(subject: string): Promise<CaughtMail | undefined> {
  const list = (await maildev("/email")) as CaughtMail[];
  const found = list.find((m) => m.subject === subject);
  return found ? ((await maildev(`/email/${found.id}`)) as CaughtMail) : undefined;
}

/** The mail maildev caught for `address` whose text holds `token`, in full (or undefined while it has not arrived). */
export async function caughtMailTo(address: string, token: string): Promise<CaughtMail | undefined> {
  const list = (await maildev("/email")) as CaughtMail[];
  for (const summary of list.filter((m) => m.to.some((to) => to.address === address))) {
    const mail = (await maildev(`/email/${summary.id}`)) as CaughtMail;
    if (mail.text?.includes(token)) return mail;
  }
  return undefined;
}

/** The mail for `address` whose text holds `token`, waiting up to 15 s for it. */
export async function waitForMail(address: string, token: string): Promise<CaughtMail> {
  for (let i = 0; i < 60; i++) {
    const mail = await caughtMailTo(address, token);
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no mail for ${address} containing ${token}`);
}

/**
 * One header of a caught mail, read from its raw source (maildev's parsed view leaves some
 * headers out, Reply-To among them); folded lines are joined.
 */
export async function caughtMailHeader(id: string, name: string): Promise<string | undefined> {
  const base = process.env.MAILDEV_URL;
  if (!base) throw new Error("MAILDEV_URL is not set: run with `npm test -- e2e`.");
  const source = await fetch(`${base}/api/email/${id}/source`).then((r) => r.text());
  const head = source.split(/\r?\n\r?\n/, 1)[0]!.replace(/\r?\n[ \t]+/g, " ");
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

/** A unique e-mail address for one test. */
export function uniqueEmail(prefix: string) {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@exemple.ca`;
}
