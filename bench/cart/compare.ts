/**
 * Compares the add-to-cart load of two builds on a machine whose speed drifts: both servers run side by
 * side, each on its own scratch database, and short closed-loop runs alternate between them (A B, B A, …);
 * the medians are what to read. See bench/README.md, "Comparing two builds".
 *
 *   node --import tsx bench/cart/compare.ts <checkout A> <checkout B> [--rounds 8] [--seconds 6]
 *
 * Each checkout needs its node_modules and build/ (symlinks to this one's do). BENCH_FLAGS_A and
 * BENCH_FLAGS_B give each server its own Node flags, so one checkout can be compared with itself.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { z } from "zod";
import { createScratchDatabase, DEFAULT_SERVER_URL, dropScratchDatabase } from "../archive/scratch-database.ts";
import { startServer, type RunningServer } from "../archive/server-process.ts";
import { prepareBenchProducts } from "./bench-shop.ts";
import { measureSessionLoad } from "./session-load.ts";
import { inPool, openShopper, shopperHeaders } from "./shoppers.ts";

const SESSIONS = 50;
const BENCH_PRODUCTS = 4;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { rounds: { type: "string", default: "8" }, seconds: { type: "string", default: "6" } },
});
const options = z
  .object({ rounds: z.coerce.number().int().min(2).max(100), seconds: z.coerce.number().int().min(1).max(120), checkouts: z.tuple([z.string(), z.string()]) })
  .parse({ ...values, checkouts: positionals });
const serverUrl = process.env.BENCH_DATABASE_URL ?? DEFAULT_SERVER_URL;

type Side = {
  label: string;
  server: RunningServer;
  database: string;
  dataDir: string;
  requests: { method: "POST"; path: string; headers: Record<string, string>; body: string }[][];
};

async function startSide(label: string, checkout: string, nodeFlags: string): Promise<Side> {
  const database = `vitrine_bench_cart_${label.toLowerCase()}_${Date.now()}`;
  const databaseUrl = await createScratchDatabase(serverUrl, database);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "vitrine-bench-compare-"));
  process.env.BENCH_SERVER_NODE_FLAGS = nodeFlags;
  const server = await startServer({ repoRoot: path.resolve(checkout), env: { DATABASE_URL: databaseUrl, DATA_DIR: dataDir }, timeoutMs: 180_000 });
  const productIds = await prepareBenchProducts(databaseUrl, BENCH_PRODUCTS);
  const shoppers = await inPool(Array.from({ length: SESSIONS }), SESSIONS, () => openShopper(server.origin));
  const requests = shoppers.map((shopper) =>
    productIds.map((productId) => ({
      method: "POST" as const,
      path: "/api/cart/items",
      headers: { ...shopperHeaders(shopper), "accept-encoding": "gzip, deflate, br, zstd" },
      body: JSON.stringify({ productId, quantity: 1 }),
    })),
  );
  return { label, server, database, dataDir, requests };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const sides: Side[] = [];
try {
  sides.push(await startSide("A", options.checkouts[0], process.env.BENCH_FLAGS_A ?? ""));
  sides.push(await startSide("B", options.checkouts[1], process.env.BENCH_FLAGS_B ?? ""));
  for (const side of sides) await measureSessionLoad(side.server.origin, side.requests, 200, { duration: 5, warmup: 0, rate: 0 });
  const figures = new Map(sides.map((side) => [side.label, { perSecond: [] as number[], p50: [] as number[], p99: [] as number[] }]));
  for (let round = 0; round < options.rounds; round++) {
    for (const side of round % 2 === 0 ? sides : [...sides].reverse()) {
      const result = await measureSessionLoad(side.server.origin, side.requests, 200, { duration: options.seconds, warmup: 1, rate: 0 });
      const figure = figures.get(side.label)!;
      figure.perSecond.push(result.requestsPerSecond);
      figure.p50.push(result.latency.p50);
      figure.p99.push(result.latency.p99);
      console.log(
        `${side.label}  ${result.requestsPerSecond.toFixed(0).padStart(5)} adds/s  p50 ${result.latency.p50.toFixed(1)} ms  p99 ${result.latency.p99.toFixed(1)} ms  errors ${result.errors + result.unexpectedStatus}`,
      );
    }
  }
  console.log("\nmedians");
  for (const [label, figure] of figures) {
    console.log(
      `${label}  ${median(figure.perSecond).toFixed(0).padStart(5)} adds/s  p50 ${median(figure.p50).toFixed(1)} ms  p99 ${median(figure.p99).toFixed(1)} ms  (${options.checkouts[label === "A" ? 0 : 1]})`,
    );
  }
} finally {
  for (const side of sides) {
    await side.server.stop();
    await dropScratchDatabase(serverUrl, side.database);
    rmSync(side.dataDir, { recursive: true, force: true });
  }
}
