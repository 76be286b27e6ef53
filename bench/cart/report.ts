import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { LoadResult } from "../archive/load-run.ts";
import type { CheckoutResult } from "./checkout-run.ts";
import { errorCount, type CartBenchFigures, type Verdict } from "./verdicts.ts";

const WIDTHS = [22, 9, 8, 8, 8, 9, 7];
const row = (cells: readonly string[]) => cells.map((cell, i) => (i === 0 ? cell.padEnd(WIDTHS[i]!) : cell.padStart(WIDTHS[i]!))).join(" ");
const ms = (v: number) => v.toFixed(1);

function loadRow(label: string, r: LoadResult): string {
  const statuses = Object.keys(r.statusCounts).length > 1 ? `  statuses ${JSON.stringify(r.statusCounts)}` : "";
  return (
    row([label, r.requestsPerSecond.toFixed(0), ms(r.latency.p50), ms(r.latency.p95), ms(r.latency.p99), String(r.requests), String(errorCount(r))]) + statuses
  );
}

function checkoutRow(r: CheckoutResult): string {
  const statuses = r.errors > 0 ? `  statuses ${JSON.stringify(r.statusCounts)}` : "";
  return (
    row([
      "POST /api/checkout",
      r.ordersPerSecond.toFixed(0),
      ms(r.latency.p50),
      ms(r.latency.p95),
      ms(r.latency.p99),
      String(r.orders + r.errors),
      String(r.errors),
    ]) + statuses
  );
}

export function formatFigures(figures: CartBenchFigures): string {
  return [
    row(["call", "req/s", "p50 ms", "p95 ms", "p99 ms", "answers", "errors"]),
    loadRow("POST /api/cart/items", figures.addToCart),
    loadRow("GET /api/cart", figures.cartRead),
    checkoutRow(figures.checkout),
    `checkout: ${figures.checkout.orders} orders placed in ${figures.checkout.seconds.toFixed(2)} s = ${figures.checkout.ordersPerSecond.toFixed(1)} orders/s`,
  ].join("\n");
}

export function formatVerdicts(verdicts: readonly Verdict[]): string {
  return verdicts.map((v) => `${v.pass ? "PASS" : "FAIL"}  ${v.goal}: ${v.measured}`).join("\n");
}

/** Writes the figures beside the printed table, for comparing runs; returns the file's path. */
export function writeResults(dir: string, document: object, now = new Date()): string {
  mkdirSync(dir, { recursive: true });
  const file = path.join(
    dir,
    `cart-${now
      .toISOString()
      .replaceAll(":", "-")
      .replace(/\.\d+Z$/, "Z")}.json`,
  );
  writeFileSync(file, JSON.stringify(document, null, 2) + "\n");
  return file;
}
