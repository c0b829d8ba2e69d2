import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

export type LighthouseScores = { performance: number; accessibility: number; lcp: number; tbt: number; cls: number };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/**
 * Lighthouse's default (mobile: throttled 4G, slowed CPU, phone screen) on one URL, `runs` times
 * in a fresh headless Chromium each (in `language` if given), and the median of each figure (the
 * run-to-run spread is wide).
 */
export async function lighthouseMedian(
  url: string,
  runs: number,
  { language }: { language?: string } = {},
): Promise<LighthouseScores> {
  const results: LighthouseScores[] = [];
  for (let i = 0; i < runs; i++) {
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      chromeFlags: [
        "--headless=new",
        "--disable-gpu",
        ...(process.getuid?.() === 0 ? ["--no-sandbox"] : []),
        // The browser's language: the bare root follows it (§1), so it decides which home page loads.
        ...(language ? [`--lang=${language}`, `--accept-lang=${language}`] : []),
      ],
    });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility"],
      });
      if (!result) throw new Error(`lighthouse gave no result for ${url}`);
      const { categories, audits } = result.lhr;
      results.push({
        performance: Math.round((categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
        lcp: Math.round(audits["largest-contentful-paint"]?.numericValue ?? 0),
        tbt: Math.round(audits["total-blocking-time"]?.numericValue ?? 0),
        cls: Number((audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
      });
    } finally {
      await chrome.kill();
    }
  }
  return {
    performance: median(results.map((r) => r.performance)),
    accessibility: median(results.map((r) => r.accessibility)),
    lcp: median(results.map((r) => r.lcp)),
    tbt: median(results.map((r) => r.tbt)),
    cls: median(results.map((r) => r.cls)),
  };
}
