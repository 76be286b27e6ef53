import autocannon from "autocannon";
import { summariseLatencies, type LatencySummary } from "./latency-stats.ts";

export type LoadSettings = {
  connections: number;
  /** Measured seconds. */
  duration: number;
  /** Seconds of discarded load first: JIT, connection pools and caches warm up. */
  warmup: number;
  headers: Record<string, string>;
};

export type LoadResult = {
  requestsPerSecond: number;
  latency: LatencySummary;
  requests: number;
  /** Connection errors and timeouts. */
  errors: number;
  /** Answers whose status was not the expected one. */
  unexpectedStatus: number;
  statusCounts: Record<string, number>;
};

/** Puts `url` under load for the warm-up (discarded) and then the measured duration. */
export async function measureLoad(url: string, expectStatus: number, settings: LoadSettings): Promise<LoadResult> {
  if (settings.warmup > 0) await runAutocannon(url, settings.warmup, settings, () => {});
  const latencies: number[] = [];
  const statusCounts: Record<string, number> = {};
  let unexpectedStatus = 0;
  const result = await runAutocannon(url, settings.duration, settings, (status, responseTime) => {
    statusCounts[status] = (statusCounts[status] ?? 0) + 1;
    if (status === expectStatus) latencies.push(responseTime);
    else unexpectedStatus += 1;
  });
  const requests = latencies.length + unexpectedStatus;
  return {
    // Counted over the whole run rather than from autocannon's per-second samples, which drop a partial last second.
    requestsPerSecond: requests / (result.duration > 0 ? result.duration : settings.duration),
    latency: summariseLatencies(latencies),
    requests,
    errors: result.errors + result.timeouts,
    unexpectedStatus,
    statusCounts,
  };
}

function runAutocannon(
  url: string,
  duration: number,
  settings: LoadSettings,
  onResponse: (status: number, responseTime: number) => void,
): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon({ url, duration, connections: settings.connections, headers: settings.headers, timeout: 10 }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
    instance.on("response", (_client, status, _bytes, responseTime) => onResponse(status, responseTime));
  });
}
