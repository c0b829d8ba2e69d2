import autocannon from "autocannon";
import { percentile } from "./table.ts";

export type LoadResult = {
  connections: number;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  errors: number;
  non2xx: number;
};

/** Drives one URL with N concurrent connections for a fixed time and measures every response. */
export async function load(
  url: string,
  connections: number,
  seconds: number,
  headers: Record<string, string> = {},
): Promise<LoadResult> {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, connections, duration: seconds, headers }, (error, r) =>
      error ? reject(error) : resolve(r),
    );
    instance.on("response", (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  times.sort((a, b) => a - b);
  return {
    connections,
    requests: result.requests.total,
    rps: result.requests.average,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
