import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { median } from "./table.ts";

export type LighthouseScores = {
  performance: number;
  accessibility: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** "Properly size images" (uses-responsive-images): the bytes Lighthouse estimates a right-sized image set saves. */
  imageSavings: number;
  /** The accessibility audits that failed in this run (why a score is under 100). */
  accessibilityFailures: string[];
  /** Lighthouse's measure of the host's CPU in this run (lhr.environment.benchmarkIndex): TBT follows it. */
  benchmarkIndex: number;
};

/** How many times a page is audited again when Lighthouse itself reports that its run failed. */
const ATTEMPTS = 3;

/**
 * One run of Lighthouse's default (mobile: throttled 4G, slowed CPU, phone screen) on a URL, in a fresh
 * headless Chromium (in `language` if given; accepting the HTTP/2 proxy's own certificate if told;
 * with `headers` on every request, e.g. a signed-in session's cookies).
 */
export async function lighthouseRun(
  url: string,
  options: { language?: string; selfSignedCertificate?: boolean; headers?: Record<string, string> } = {},
): Promise<LighthouseScores> {
  // A run Lighthouse could not finish (its runtimeError: no paint seen, a protocol timeout) has no
  // scores, not zero ones: it is run again, and the benchmark stops if it never finishes.
  for (let attempt = 1; ; attempt++) {
    const outcome = await auditOnce(url, options);
    if ("scores" in outcome) return outcome.scores;
    const reason = `Lighthouse could not audit ${url}: ${outcome.error}`;
    if (attempt === ATTEMPTS) throw new Error(`${reason} (${ATTEMPTS} attempts)`);
    console.log(`  ${reason}; running it again`);
  }
}

async function auditOnce(
  url: string,
  {
    language,
    selfSignedCertificate = false,
    headers,
  }: { language?: string; selfSignedCertificate?: boolean; headers?: Record<string, string> },
): Promise<{ scores: LighthouseScores } | { error: string }> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: [
      "--headless=new",
      "--disable-gpu",
      ...(process.getuid?.() === 0 ? ["--no-sandbox"] : []),
      // The browser's language: the bare root follows it (§1), so it decides which home page loads.
      ...(language ? [`--lang=${language}`, `--accept-lang=${language}`] : []),
      ...(selfSignedCertificate ? ["--ignore-certificate-errors"] : []),
    ],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility"],
      // A signed-in page: the session cookies of a sign-in, sent with every request of the run.
      ...(headers ? { extraHeaders: headers } : {}),
    });
    if (!result) return { error: "no result" };
    const { categories, audits, runtimeError, environment } = result.lhr;
    const performance = categories.performance?.score;
    const accessibility = categories.accessibility?.score;
    if (runtimeError || performance == null || accessibility == null)
      return { error: runtimeError ? `${runtimeError.code}: ${runtimeError.message}` : "no score" };
    return {
      scores: {
        performance: Math.round(performance * 100),
        accessibility: Math.round(accessibility * 100),
        lcp: Math.round(audits["largest-contentful-paint"]?.numericValue ?? 0),
        tbt: Math.round(audits["total-blocking-time"]?.numericValue ?? 0),
        cls: Number((audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
        imageSavings:
          (audits["uses-responsive-images"]?.details as { overallSavingsBytes?: number } | undefined)
            ?.overallSavingsBytes ?? 0,
        accessibilityFailures: (categories.accessibility?.auditRefs ?? [])
          .filter(({ id }) => audits[id]?.score != null && audits[id]!.score! < 1)
          .map(({ id }) => id),
        benchmarkIndex: Math.round(environment.benchmarkIndex),
      },
    };
  } finally {
    await chrome.kill();
  }
}

/** The median of each figure over several runs (the run-to-run spread is wide). */
export function medianScores(results: LighthouseScores[]): LighthouseScores {
  const of = (pick: (r: LighthouseScores) => number) => median(results.map(pick));
  return {
    performance: of((r) => r.performance),
    accessibility: of((r) => r.accessibility),
    lcp: of((r) => r.lcp),
    tbt: of((r) => r.tbt),
    cls: of((r) => r.cls),
    imageSavings: of((r) => r.imageSavings),
    accessibilityFailures: [...new Set(results.flatMap((r) => r.accessibilityFailures))],
    benchmarkIndex: of((r) => r.benchmarkIndex),
  };
}
