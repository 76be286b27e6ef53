import { randomUUID } from "node:crypto";
import { summariseLatencies, type LatencySummary } from "../archive/latency-stats.ts";
import { inPool, shopperHeaders, type Shopper } from "./shoppers.ts";

/** A valid order for the demo shop's base country: bank transfer, flat-rate delivery. */
export const CHECKOUT_BODY = {
  email: "bench@example.com",
  billing: { firstName: "Ada", lastName: "Byrne", country: "IE", address1: "1 Main Street", city: "Dublin", postcode: "D02 X285" },
  shipToDifferentAddress: false,
  shippingMethod: "flat",
  paymentMethod: "bacs",
};

export type CheckoutResult = {
  orders: number;
  seconds: number;
  ordersPerSecond: number;
  latency: LatencySummary;
  /** Network failures and answers other than 201. */
  errors: number;
  statusCounts: Record<string, number>;
};

/**
 * Places one order from each prepared cart, `concurrency` at a time, each with its own Idempotency-Key,
 * and times the whole: orders placed per second is what the shop can sell at peak.
 */
export async function placeOrders(origin: string, shoppers: readonly Shopper[], concurrency: number): Promise<CheckoutResult> {
  const latencies: number[] = [];
  const statusCounts: Record<string, number> = {};
  let errors = 0;
  const started = performance.now();
  await inPool(shoppers, concurrency, async (shopper) => {
    const sent = performance.now();
    try {
      const response = await fetch(`${origin}/api/checkout`, {
        method: "POST",
        headers: { ...shopperHeaders(shopper), "idempotency-key": randomUUID() },
        body: JSON.stringify(CHECKOUT_BODY),
      });
      await response.arrayBuffer();
      statusCounts[response.status] = (statusCounts[response.status] ?? 0) + 1;
      if (response.status === 201) latencies.push(performance.now() - sent);
      else errors += 1;
    } catch {
      statusCounts.network = (statusCounts.network ?? 0) + 1;
      errors += 1;
    }
  });
  const seconds = (performance.now() - started) / 1000;
  return { orders: latencies.length, seconds, ordersPerSecond: latencies.length / seconds, latency: summariseLatencies(latencies), errors, statusCounts };
}
