import autocannon from "autocannon";
import type { LoadResult } from "../archive/load-run.ts";
import { summariseLatencies } from "../archive/latency-stats.ts";

export type SessionLoadSettings = {
  /** Measured seconds. */
  duration: number;
  /** Seconds of discarded load first. */
  warmup: number;
  /**
   * Requests per second across all shoppers, sent at even intervals, shopper after shopper (an open loop);
   * 0: each shopper sends its next request once the last is answered (a closed loop, the server at saturation).
   */
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
  const run = settings.rate > 0 ? runOpenLoop : runAutocannon;
  if (settings.warmup > 0) await run(origin, requestsPerShopper, settings.warmup, settings.rate, () => {});
  const latencies: number[] = [];
  const statusCounts: Record<string, number> = {};
  let unexpectedStatus = 0;
  const result = await run(origin, requestsPerShopper, settings.duration, settings.rate, (status, responseTime) => {
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

type RunOutcome = Pick<autocannon.Result, "duration" | "errors" | "timeouts">;

function runAutocannon(
  origin: string,
  requestsPerShopper: readonly autocannon.Request[][],
  duration: number,
  _rate: number,
  onResponse: (status: number, responseTime: number) => void,
): Promise<RunOutcome> {
  let clients = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: origin,
        duration,
        connections: requestsPerShopper.length,
        timeout: 10,
        // Each connection is one shopper; a connection that reconnects keeps its requests.
        setupClient: (client) => client.setRequests([...requestsPerShopper[clients++ % requestsPerShopper.length]!]),
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    instance.on("response", (_client, status, _bytes, responseTime) => onResponse(status, responseTime));
  });
}

const REQUEST_TIMEOUT_MS = 10_000;

/**
 * Sends `rate` requests a second at even intervals, shopper after shopper, whether or not earlier ones were
 * answered. autocannon's own rate limit lets every connection fire at the start of each second, so 50
 * shoppers at 50 requests/s would arrive as one burst of 50 a second and measure the queue, not the calls.
 */
async function runOpenLoop(
  origin: string,
  requestsPerShopper: readonly autocannon.Request[][],
  duration: number,
  rate: number,
  onResponse: (status: number, responseTime: number) => void,
): Promise<RunOutcome> {
  const interval = 1000 / rate;
  const next = requestsPerShopper.map(() => 0);
  const pending: Promise<void>[] = [];
  let errors = 0;
  let timeouts = 0;
  const start = performance.now();
  for (let i = 0; ; i++) {
    const due = start + i * interval;
    if (due - start >= duration * 1000) break;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const shopper = i % requestsPerShopper.length;
    const requests = requestsPerShopper[shopper]!;
    const request = requests[next[shopper]!++ % requests.length]!;
    const sent = performance.now();
    pending.push(
      fetch(origin + (request.path ?? "/"), {
        method: request.method ?? "GET",
        headers: request.headers as Record<string, string> | undefined,
        body: request.body as string | undefined,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      })
        .then(async (response) => {
          await response.arrayBuffer();
          onResponse(response.status, performance.now() - sent);
        })
        .catch((error: unknown) => {
          if (error instanceof Error && error.name === "TimeoutError") timeouts += 1;
          else errors += 1;
        }),
    );
  }
  await Promise.all(pending);
  return { duration: (performance.now() - start) / 1000, errors, timeouts };
}
