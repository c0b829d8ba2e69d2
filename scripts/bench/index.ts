/**
 * `npm run bench`: named benchmarks on this machine, printed as tables.
 * They run on the bench profile (own data directory and ports, BENCH_SLOT=n for another set), so they
 * never touch `npm start`'s data. `npm run bench -- [--baseline <git ref>] [--listings N] [--runs N] [names…]`:
 * with a baseline, that commit is built in a temporary worktree and measured beside the working tree.
 */
import os from "node:os";
import { parseArgs } from "./args.ts";
import { benchmarks } from "./suite.ts";
import { checkoutBaseline, workingTree, type Target } from "./targets.ts";

const args = parseArgs(process.argv.slice(2));
const selected = args.names.length ? benchmarks.filter((b) => args.names.includes(b.name)) : benchmarks;
const unknown = args.names.filter((name) => !benchmarks.some((b) => b.name === name));
if (selected.length === 0 || unknown.length) {
  console.error(`Unknown benchmark ${unknown.join(", ")}. Available: ${benchmarks.map((b) => b.name).join(", ")}`);
  process.exit(2);
}
console.log(
  `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" ")}`,
);
const targets: Target[] = [workingTree()];
let cleanup = () => {};
if (args.baseline) {
  const baseline = await checkoutBaseline(args.baseline);
  targets.unshift(baseline.target);
  cleanup = baseline.cleanup;
}
try {
  for (const benchmark of selected) {
    console.log(`\n▶ ${benchmark.name}: ${benchmark.description}`);
    await benchmark.run({ targets, listings: args.listings, runs: args.runs, http2: args.http2 });
  }
} catch (error) {
  // Said before the clean-up, which stops the stacks and servers: a failure must not end the run unexplained.
  console.error("\nThe benchmark failed:", error);
  process.exitCode = 1;
} finally {
  cleanup();
}
