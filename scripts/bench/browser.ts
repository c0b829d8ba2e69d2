/**
 * What a real Chromium downloads for a page: the scripts of a visit (a modern browser never fetches a
 * `noModule` script) and the images a phone draws, on the first screen and after scrolling to the end.
 */
import { chromium, type Browser, type BrowserContextOptions, type Page } from "@playwright/test";

const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath,
    args: [
      ...(process.getuid?.() === 0 ? ["--no-sandbox"] : []),
      "--disable-gpu",
      "--disable-quic",
      "--disable-background-networking",
      "--disable-component-update",
    ],
  });
}

/** Lighthouse's phone (moto g power: 412 × 823 CSS px, pixel ratio 1.75), as a Playwright context. */
const PHONE: BrowserContextOptions = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  locale: "fr-CA",
};

/** Waits until the page has made no request for `quietMs` (its lazy work started and finished). */
async function settle(page: Page, quietMs = 700, timeoutMs = 30_000): Promise<void> {
  let last = Date.now();
  let pending = 0;
  const start = () => {
    pending++;
    last = Date.now();
  };
  const end = () => {
    pending = Math.max(0, pending - 1);
    last = Date.now();
  };
  page.on("request", start);
  page.on("requestfinished", end);
  page.on("requestfailed", end);
  const deadline = Date.now() + timeoutMs;
  try {
    while (Date.now() < deadline && (pending > 0 || Date.now() - last < quietMs)) await page.waitForTimeout(100);
  } finally {
    page.off("request", start);
    page.off("requestfinished", end);
    page.off("requestfailed", end);
  }
}

/** The script URLs Chromium fetched while loading `url` until the network went quiet. */
export async function scriptsFetched(
  browser: Browser,
  url: string,
  headers: Record<string, string> = {},
): Promise<string[]> {
  const context = await browser.newContext({ ...PHONE, extraHTTPHeaders: headers });
  try {
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on("response", (response) => {
      if (response.request().resourceType() === "script" && response.ok()) scripts.add(response.url());
    });
    const response = await page.goto(url, { waitUntil: "load" });
    if (response?.status() !== 200) throw new Error(`${url}: status ${response?.status()}`);
    await settle(page);
    return [...scripts];
  } finally {
    await context.close();
  }
}

export type ImageBytes = { firstScreen: number; scrolled: number; requests: number };

/**
 * The image bytes a phone downloads on `url`: once the first screen has loaded and the network is
 * quiet, then after scrolling down a screen at a time to the bottom (lazy images load on the way).
 * Every image response counts (photos, drawings, icons), by its body's size.
 */
export async function imageBytes(browser: Browser, url: string): Promise<ImageBytes> {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    let bytes = 0;
    let requests = 0;
    const pending: Array<Promise<void>> = [];
    page.on("response", (response) => {
      if (response.request().resourceType() !== "image" || response.url().startsWith("data:")) return;
      requests++;
      pending.push(
        response.body().then(
          (body) => void (bytes += body.length),
          () => {},
        ),
      );
    });
    const response = await page.goto(url, { waitUntil: "load" });
    if (response?.status() !== 200) throw new Error(`${url}: status ${response?.status()}`);
    await settle(page);
    await Promise.all(pending);
    const firstScreen = bytes;
    for (let i = 0; i < 200; i++) {
      const atBottom = await page.evaluate(() => {
        window.scrollBy(0, window.innerHeight);
        return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
      });
      await page.waitForTimeout(150);
      if (atBottom) break;
    }
    await settle(page);
    await Promise.all(pending);
    return { firstScreen, scrolled: bytes, requests };
  } finally {
    await context.close();
  }
}

/**
 * Signs in through the site's own login page (`/login`: the form, its server action, the
 * session cookies it sets) in a fresh browser context, and returns those cookies as a Cookie header.
 */
export async function signInThroughLogin(
  browser: Browser,
  app: string,
  { email, password }: { email: string; password: string },
): Promise<string> {
  const context = await browser.newContext({ locale: "fr-CA" });
  try {
    const page = await context.newPage();
    await page.goto(`${app}/login`, { waitUntil: "load" });
    await page.locator("#login-email").fill(email);
    await page.locator("#login-password").fill(password);
    // The submit button is inert until the page is hydrated (SubmitButton).
    await page.locator('form:has(#login-email) button[type="submit"]:enabled').click();
    await page.waitForURL((url) => !url.pathname.endsWith("/login"), { timeout: 60_000 });
    const cookies = await context.cookies(app);
    if (!cookies.some((c) => c.name.includes("auth-token")))
      throw new Error(`no session cookie after signing in as ${email}`);
    return cookies.map((c) => `${c.name}=${c.value}`).join("; ");
  } finally {
    await context.close();
  }
}
