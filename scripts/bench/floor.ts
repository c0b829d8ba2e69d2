/**
 * Next.js's own floor: the JavaScript of a minimal App Router page (a layout and a page, no client
 * component) built with the target's node_modules (the same Next.js and React) and the settings of
 * its next.config that change what the framework ships, in a temporary folder outside the project
 * (inside it, Next.js would take the project's folder as its root and build its middleware and
 * instrumentation into the floor), and served by `next start` in the same run as the site.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { waitForHttp } from "../stack/run.ts";
import { stopServer, type Target } from "./targets.ts";

/** next.config keys that change the framework's own client code; the rest (headers, plugins' aliases) do not. */
const FRAMEWORK_SETTINGS = [
  "reactStrictMode",
  "reactCompiler",
  "cacheComponents",
  "compiler",
  "experimental",
  "productionBrowserSourceMaps",
  "crossOrigin",
  "basePath",
  "assetPrefix",
  "trailingSlash",
] as const;

/** The target's next.config (its default export, called for a production build when it is a function). */
async function frameworkSettings(root: string): Promise<Record<string, unknown>> {
  const file = ["next.config.ts", "next.config.mjs", "next.config.js"]
    .map((f) => path.join(root, f))
    .find(fs.existsSync);
  if (!file) return {};
  const loaded = ((await import(pathToFileURL(file).href)) as { default: unknown }).default;
  const config = (
    typeof loaded === "function" ? await loaded("phase-production-build", { defaultConfig: {} }) : loaded
  ) as Record<string, unknown>;
  const picked: Record<string, unknown> = {};
  for (const key of FRAMEWORK_SETTINGS) if (config[key] !== undefined) picked[key] = config[key];
  // JSON round trip: the settings are written into the floor's own next.config.
  return JSON.parse(JSON.stringify(picked)) as Record<string, unknown>;
}

function exec(command: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    child.once("error", reject);
    child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`floor build failed:\n${output}`))));
  });
}

function commonFolder(a: string, b: string): string {
  const x = a.split(path.sep);
  const y = b.split(path.sep);
  let i = 0;
  while (i < x.length && i < y.length && x[i] === y[i]) i++;
  return x.slice(0, i).join(path.sep) || path.sep;
}

export type Floor = { url: string; settings: string[]; stop: () => Promise<void> };

/** Builds and serves the floor page of a target on its app port + 1. */
export async function serveFloor(target: Target, log: (line: string) => void): Promise<Floor> {
  const dir = path.join(os.tmpdir(), `marche-${path.basename(target.profile.dataDir)}-floor`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(path.join(dir, "app"), { recursive: true });
  const settings = await frameworkSettings(target.root);
  const modules = fs.realpathSync(path.join(target.root, "node_modules"));
  fs.symlinkSync(modules, path.join(dir, "node_modules"), "dir");
  // Turbopack follows the node_modules link only within its root: the folder holding both.
  const root = commonFolder(dir, modules);
  fs.writeFileSync(path.join(dir, "package.json"), `${JSON.stringify({ private: true, type: "module" })}\n`);
  fs.writeFileSync(
    path.join(dir, "next.config.mjs"),
    `export default ${JSON.stringify({ ...settings, poweredByHeader: false, turbopack: { root }, outputFileTracingRoot: root })};\n`,
  );
  fs.writeFileSync(
    path.join(dir, "app/layout.jsx"),
    `export default function RootLayout({ children }) {\n  return (\n    <html lang="fr">\n      <body>{children}</body>\n    </html>\n  );\n}\n`,
  );
  fs.writeFileSync(path.join(dir, "app/page.jsx"), `export default function Page() {\n  return <h1>Floor</h1>;\n}\n`);
  const next = path.join(dir, "node_modules/.bin/next");
  log(`${target.name}: building Next.js's floor page…`);
  await exec(next, ["build"], dir);
  const port = target.profile.ports.app + 1;
  const server: ChildProcess = spawn(next, ["start", "-p", String(port)], {
    cwd: dir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production" },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  const url = `http://localhost:${port}/`;
  await waitForHttp(url, 60_000);
  return { url, settings: Object.keys(settings), stop: () => stopServer(server) };
}
