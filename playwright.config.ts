import { defineConfig, devices } from "@playwright/test";
import { FAKE_NOTION } from "./tests/support/fake-notion";

const port = Number(new URL(process.env.TEST_APP_URL ?? "http://localhost:3100").port);
const baseURL = `http://localhost:${port}`;
const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
// Chromium refuses to sandbox as root; the closed network makes background services fail noisily.
const args = [
  ...(process.getuid?.() === 0 ? ["--no-sandbox"] : []),
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  // Two workers share two cores with the app, its stack and sharp's first photo variants: a journey
  // may wait longer than Playwright's defaults (30 s, 5 s) there. Speed is the benchmarks' job.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL,
    // A Québec French browser: the bare root only follows the browser language on a first visit.
    locale: "fr-CA",
    // A trace records every step of every test, also of those that pass: on CI it costs about a quarter
    // of the browser's work, so CI keeps the failure's screenshot and error context instead.
    trace: process.env.CI ? "off" : "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: { executablePath, args },
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], locale: "fr-CA", launchOptions: { executablePath, args } },
    },
  ],
  webServer: {
    // `npm test` has built the app into NEXT_DIST_DIR against the test stack.
    command: `node_modules/.bin/next start -p ${port}`,
    url: baseURL,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "pipe",
    stderr: "pipe",
    // The Notion sync reads a stand-in for Notion's API that tests/e2e/gestion-notion.spec.ts starts (docs/notion.md).
    env: {
      NOTION_TOKEN: FAKE_NOTION.token,
      NOTION_DATABASE_ID: FAKE_NOTION.databaseId,
      NOTION_API_BASE_URL: `http://127.0.0.1:${FAKE_NOTION.port(port)}`,
    },
  },
});
