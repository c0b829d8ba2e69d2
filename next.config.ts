import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { randomUUID } from "node:crypto";
import { fileURLToPath } from "node:url";
import { baseSecurityHeaders, contentSecurityPolicy, HSTS } from "./lib/http/security-headers";
import {
  DEVICE_SIZES,
  IMAGE_CACHE_SECONDS,
  IMAGE_QUALITY,
  IMAGE_SIZES,
  storageImagePatterns,
} from "./lib/http/storage-images";
import { isLoopback } from "./lib/env";

// Messages are compiled at build time: neither the server nor the browser parses ICU at run time,
// and the browser bundle carries a small formatter instead of the parser.
const withNextIntl = createNextIntlPlugin({
  requestConfig: "./lib/i18n/request.ts",
  experimental: { messages: { path: "./messages", format: "json", locales: "infer", precompile: true } },
});

// One id per build, inlined into both the client and the server bundles: a client whose id differs
// from the server's is running an old deployment (components/app/deployment-guard.tsx).
const buildId = process.env.BUILD_ID || randomUUID();
const supabaseUrl = process.env.NEXT_PUBLIC_SUPABASE_URL ?? "";

const nextConfig: NextConfig = {
  // `npm test` builds into its own folder so it never replaces the build `npm start` serves.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  typedRoutes: false,
  // Builds for tests and benchmarks use a tsconfig of their own (scripts/stack/run.ts writeBuildTsconfig).
  typescript: {
    tsconfigPath: process.env.NEXT_TSCONFIG_PATH || "tsconfig.json",
    // CI runs `npm run typecheck` (tsc over the whole project) just before `npm test`, whose build would check
    // the same code again: .ci/run sets this to skip that second pass. Everywhere else the build checks types.
    ignoreBuildErrors: process.env.BUILD_SKIPS_TYPECHECK === "1",
  },
  generateBuildId: () => buildId,
  // Next.js's file-system cache, its revalidations shared with the deployment's other instances through
  // Postgres when CACHE_SYNC_DATABASE_URL is set (docs/deployment.md). `next start` imports it itself.
  cacheHandler: fileURLToPath(new URL("./lib/http/cache-handler.ts", import.meta.url)),
  // The back office's imports send their CSV or XLSX file (up to 50 000 rows) to a server action (lib/imports/schema.ts MAX_IMPORT_BYTES).
  experimental: { serverActions: { bodySizeLimit: "16mb" } },
  env: { NEXT_PUBLIC_BUILD_ID: buildId },
  // Photos resized by the optimizer from the project's Storage only (docs/images.md, issue 26).
  images: {
    remotePatterns: storageImagePatterns(supabaseUrl),
    // No file of the site itself goes through the optimizer (drawings are SVG): a local url would make it render a page.
    localPatterns: [],
    formats: ["image/webp"],
    qualities: [IMAGE_QUALITY],
    deviceSizes: DEVICE_SIZES,
    imageSizes: IMAGE_SIZES,
    minimumCacheTTL: IMAGE_CACHE_SECONDS,
    // Storage never redirects; a redirect would lead the server to an address it was not given.
    maximumRedirects: 0,
    // The local stack's Storage is on 127.0.0.1, which the optimizer refuses unless told (hosted Storage is public).
    dangerouslyAllowLocalIP: isLoopback(supabaseUrl),
  },
  // Route handlers, static files and Next's assets: the middleware (pages, with a nonce) does not see them.
  async headers() {
    const csp = contentSecurityPolicy({ nonce: null, supabaseUrl: process.env.NEXT_PUBLIC_SUPABASE_URL ?? "" });
    const headers = Object.entries({ ...baseSecurityHeaders(), "Content-Security-Policy": csp }).map(
      ([key, value]) => ({ key, value }),
    );
    return [
      { source: "/:path*", headers },
      {
        source: "/:path*",
        has: [{ type: "header", key: "x-forwarded-proto", value: "https" }],
        headers: [{ key: "Strict-Transport-Security", value: HSTS }],
      },
    ];
  },
};

export default withNextIntl(nextConfig);
