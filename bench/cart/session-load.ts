import autocannon from "autocannon";
import type { LoadResult } from "../archive/load-run.ts";
import { summariseLatencies } from "../archive/latency-stats.ts";

export type SessionLoadSettings = {
  /** Measured seconds. */
  duration: number;
  /** Seconds of discarded load first. */
  warmup: number;
  /** Requests per second across all shoppers; 0: each sends its next request once the last is answered. */
  rate: number;
};

/**
 * Puts the server under load with one autocannon connection per shopper: connection i sends shopper i's
 * requests (its own cookie and nonce), round and round. Only answers with `expectStatus` count as latencies.
 */
export async function measureSessionLoad(
  origin: string,
  requestsPerShopper: readonly autocannon.Request[][],
  expectStatus: number,
  settings: SessionLoadSettings,
): Promise<LoadResult> {
  if (settings.warmup > 0) await runAutocannon(origin, requestsPerShopper, settings.warmup, settings.rate, () => {});
  const latencies: number[] = [];
  const statusCounts: Record<string, number> = {};
  let unexpectedStatus = 0;
  const result = await runAutocannon(origin, requestsPerShopper, settings.duration, settings.rate, (status, responseTime) => {
    statusCounts[status] = (statusCounts[status] ?? 0) + 1;
    if (status === expectStatus) latencies.push(responseTime);
    else unexpectedStatus += 1;
  });
  const requests = latencies.length + unexpectedStatus;
  return {
    requestsPerSecond: requests / (result.duration > 0 ? result.duration : settings.duration),
    latency: summariseLatencies(latencies),
    requests,
    errors: result.errors + result.timeouts,
    unexpectedStatus,
    statusCounts,
  };
}

function runAutocannon(
  origin: string,
  requestsPerShopper: readonly autocannon.Request[][],
  duration: number,
  rate: number,
  onResponse: (status: number, responseTime: number) => void,
): Promise<autocannon.Result> {
  let clients = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: origin,
        duration,
        connections: requestsPerShopper.length,
        timeout: 10,
        ...(rate > 0 ? { overallRate: rate } : {}),
        // Each connection is one shopper; a connection that reconnects keeps its requests.
        setupClient: (client) => client.setRequests([...requestsPerShopper[clients++ % requestsPerShopper.length]!]),
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    instance.on("response", (_client, status, _bytes, responseTime) => onResponse(status, responseTime));
  });
}
