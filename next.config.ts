import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { randomUUID } from "node:crypto";

// Messages are compiled at build time: neither the server nor the browser parses ICU at run time,
// and the browser bundle carries a small formatter instead of the parser.
const withNextIntl = createNextIntlPlugin({
  requestConfig: "./lib/i18n/request.ts",
  experimental: { messages: { path: "./messages", format: "json", locales: "infer", precompile: true } },
});

// One id per build, inlined into both the client and the server bundles: a client whose id differs
// from the server's is running an old deployment (components/app/deployment-guard.tsx).
const buildId = process.env.BUILD_ID || randomUUID();

const nextConfig: NextConfig = {
  // `npm test` builds into its own folder so it never replaces the build `npm start` serves.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  typedRoutes: false,
  // Builds for tests and benchmarks use a tsconfig of their own (scripts/stack/run.ts writeBuildTsconfig).
  typescript: { tsconfigPath: process.env.NEXT_TSCONFIG_PATH || "tsconfig.json" },
  generateBuildId: () => buildId,
  env: { NEXT_PUBLIC_BUILD_ID: buildId },
};

export default withNextIntl(nextConfig);
