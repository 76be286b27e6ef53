import { describe, expect, it } from "vitest";
import type { LoadResult } from "./load-run.ts";
import { GOALS, runFailure, throughputShares, verdictsFor, type SizeReport, type TargetRun } from "./verdicts.ts";

function result(requestsPerSecond: number, p95: number, extra: Partial<LoadResult> = {}): LoadResult {
  return {
    requestsPerSecond,
    latency: { p50: p95 / 2, p95, p99: p95 * 1.5, max: p95 * 2, mean: p95 / 2 },
    requests: requestsPerSecond * 10,
    errors: 0,
    unexpectedStatus: 0,
    statusCounts: { "200": requestsPerSecond * 10 },
    ...extra,
  };
}

const trivial = (rps: number): TargetRun => ({ kind: "trivial", label: "trivial", path: "/about", outcome: "measured", result: result(rps, 20) });
const archive = (rps: number, p95: number): TargetRun => ({ kind: "archive", label: "archive", path: "/shop", outcome: "measured", result: result(rps, p95) });

describe("throughputShares", () => {
  it("divides each target's requests/s by the trivial page's from the same run", () => {
    const shares = throughputShares([trivial(1000), archive(450, 40), { ...archive(1200, 5), kind: "api", label: "api" }]);
    expect(shares.archive).toBeCloseTo(0.45);
    expect(shares.api).toBeCloseTo(1.2);
  });

  it("has no shares when the trivial page was not measured", () => {
    expect(throughputShares([{ ...trivial(1000), outcome: "failed", result: undefined }, archive(450, 40)])).toEqual({});
  });
});

describe("verdictsFor", () => {
  const report = (size: number, runs: TargetRun[]): SizeReport => ({ size, seedSeconds: 1, runs });

  it("passes both goals at 100,000 products when the archive is fast enough", () => {
    const verdicts = verdictsFor(report(GOALS.archiveP95AtSize, [trivial(1000), archive(400, 60)]));
    expect(verdicts.map((v) => [v.unit, v.pass])).toEqual([
      ["share", true],
      ["ms", true],
    ]);
  });

  it("fails the latency goal above 60 ms and the throughput goal below 40%", () => {
    const verdicts = verdictsFor(report(GOALS.archiveP95AtSize, [trivial(1000), archive(399, 60.1)]));
    expect(verdicts.map((v) => v.pass)).toEqual([false, false]);
    expect(verdicts[1]?.measured).toBe(60.1);
  });

  it("judges the latency goal only at the size it is stated for", () => {
    const verdicts = verdictsFor(report(10_000, [trivial(1000), archive(900, 500)]));
    expect(verdicts).toHaveLength(1);
    expect(verdicts[0]?.unit).toBe("share");
  });

  it("fails, with no figure, when the archive could not be measured", () => {
    const failed: TargetRun = { kind: "archive", label: "archive", path: "/shop", outcome: "failed", note: "answered 500" };
    const verdicts = verdictsFor(report(GOALS.archiveP95AtSize, [trivial(1000), failed]));
    expect(verdicts.every((v) => !v.pass && v.measured === null)).toBe(true);
  });
});

describe("runFailure", () => {
  it("accepts a clean run and names what spoils one", () => {
    expect(runFailure(result(100, 10))).toBeNull();
    expect(runFailure(result(100, 10, { errors: 3 }))).toMatch(/3 connection errors/);
    expect(runFailure(result(100, 10, { unexpectedStatus: 2, statusCounts: { "200": 998, "500": 2 } }))).toMatch(/"500":2/);
    expect(runFailure(result(0, 0, { requests: 0 }))).toBe("no answers");
  });
});
