/**
 * `npm run bench`: named benchmarks on this machine, printed as tables.
 * They run on the bench profile (own data directory and ports), so they never touch `npm start`'s data.
 * Pass benchmark names to run only some: `npm run bench -- data-api`.
 */
import os from "node:os";
import { benchmarks } from "./suite.ts";

const wanted = process.argv.slice(2);
const selected = wanted.length ? benchmarks.filter((b) => wanted.includes(b.name)) : benchmarks;
if (selected.length === 0) {
  console.error(`Unknown benchmark. Available: ${benchmarks.map((b) => b.name).join(", ")}`);
  process.exit(2);
}
console.log(
  `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
);
for (const benchmark of selected) {
  console.log(`\n▶ ${benchmark.name}: ${benchmark.description}`);
  await benchmark.run();
}
