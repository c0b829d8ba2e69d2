/** `npm run bench -- [--baseline <git ref>] [--listings N] [--runs N] [--http2] [names…]` */
export type BenchArgs = {
  names: string[];
  /** A commit to build beside the working tree and measure in the same run. */
  baseline: string | null;
  /** Synthetic listings loaded for `search`, `pages` and `lighthouse`. */
  listings: number;
  /** Lighthouse runs per page, and the pages benchmark's measurements per page and build (the median is kept). */
  runs: number;
  /** Lighthouse loads the pages over HTTP/2 and TLS, through a proxy, as an HTTPS host serves them (http2-proxy.ts). */
  http2: boolean;
};

export function parseArgs(argv: string[]): BenchArgs {
  const args: BenchArgs = { names: [], baseline: null, listings: 100_000, runs: 3, http2: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const [flag, inline] = arg.startsWith("--") ? arg.split("=", 2) : [arg, undefined];
    const value = () => {
      const v = inline ?? argv[++i];
      if (v === undefined) throw new Error(`${flag} needs a value`);
      return v;
    };
    const count = (name: string, v: string, min: number) => {
      const n = Number(v.replaceAll("_", ""));
      if (!Number.isInteger(n) || n < min) throw new Error(`${name} must be a whole number ≥ ${min}`);
      return n;
    };
    if (flag === "--baseline") args.baseline = value();
    else if (flag === "--listings") args.listings = count("--listings", value(), 0);
    else if (flag === "--runs") args.runs = count("--runs", value(), 1);
    else if (arg === "--http2") args.http2 = true;
    else if (arg.startsWith("--")) throw new Error(`Unknown option ${arg}`);
    else args.names.push(arg);
  }
  return args;
}
