import { DEMO_CUSTOMERS } from "./customers.ts";
import type { Tx } from "./bulk.ts";
import { insertSeedOrder, type PastOrder, seedOrderCatalogue } from "./orders.ts";
import { randomFor } from "./random.ts";

/** How far back the shop's order history goes, and how many orders it holds: enough for the dashboard's 30 days. */
export const ORDER_HISTORY_DAYS = 45;
export const ORDER_HISTORY_COUNT = 42;

/** The shoppers who ordered (the demo customer's own three orders are in orders.ts). */
const SHOPPERS = DEMO_CUSTOMERS.filter((c) => c.roles.includes("customer") && c.email !== "customer@vitrine.test");
const CITIES = [
  { city: "Cork", postcode: "T12 X70A", address1: "8 Oliver Plunkett Street" },
  { city: "Galway", postcode: "H91 E2K3", address1: "22 Shop Street" },
  { city: "Limerick", postcode: "V94 T9PX", address1: "5 O'Connell Avenue" },
  { city: "Dublin", postcode: "D08 F5P8", address1: "41 Thomas Street" },
] as const;
const SHIPPING = [
  { id: "flat", title: "Standard delivery", cost: 495 },
  { id: "pickup", title: "Collect from our Dublin shop", cost: 0 },
] as const;
const PAYMENT = [
  { id: "bacs", title: "Direct bank transfer" },
  { id: "cod", title: "Cash on delivery" },
] as const;

/**
 * A history the dashboard can show: what the other demo shoppers ordered over the last weeks, most orders
 * delivered, the newest still being packed or waiting for payment, one cancelled; three placed in the
 * first minutes of the seed's day (the seed's `now` is the start of its UTC day), so "today" has orders.
 * Deterministic (seeded random), numbered by id like every order.
 */
export function orderHistoryPlans(): { shopper: (typeof SHOPPERS)[number]; plan: PastOrder }[] {
  const random = randomFor("order-history");
  return Array.from({ length: ORDER_HISTORY_COUNT }, (_, n) => {
    // Spread over the period, newest last; the last three are today's.
    const daysAgo = n >= ORDER_HISTORY_COUNT - 3 ? 0 : Math.round(ORDER_HISTORY_DAYS - (n * ORDER_HISTORY_DAYS) / (ORDER_HISTORY_COUNT - 3)) + random.int(0, 1);
    const items: [number, number][] = Array.from({ length: random.int(1, 3) }, () => [random.int(0, 19), random.int(1, 2)]);
    const placed = daysAgo === 0 ? "on-hold" : "processing";
    const history: PastOrder["history"] =
      daysAgo === 0
        ? [{ status: "on-hold", afterDays: 0, note: "Order placed." }]
        : daysAgo <= 3
          ? [{ status: "processing", afterDays: 0, note: "Order placed." }]
          : n === 7
            ? [
                { status: "on-hold", afterDays: 0, note: "Order placed." },
                { status: "cancelled", afterDays: 2, note: "Payment never arrived." },
              ]
            : [
                { status: placed, afterDays: 0, note: "Order placed." },
                { status: "completed", afterDays: 2, note: "Delivered." },
              ];
    return {
      shopper: random.pick(SHOPPERS),
      plan: {
        daysAgo,
        hour: daysAgo === 0 ? (n - (ORDER_HISTORY_COUNT - 4)) / 12 : random.int(8, 20),
        items,
        shipping: random.pick(SHIPPING),
        payment: random.pick(PAYMENT),
        history,
      },
    };
  });
}

/** Inserts the other shoppers' order history (see orderHistoryPlans). */
export async function insertOrderHistory(tx: Tx, customerIds: Map<string, number>, now: Date): Promise<void> {
  const catalogue = await seedOrderCatalogue(tx, 20);
  if (catalogue.length === 0) return;
  for (const [n, { shopper, plan }] of orderHistoryPlans().entries()) {
    const place = CITIES[n % CITIES.length]!;
    const address = { firstName: shopper.firstName, lastName: shopper.lastName, company: "", country: "IE", address2: "", state: "", ...place };
    await insertSeedOrder(tx, {
      key: `demo-history-order-${n}`,
      customerId: customerIds.get(shopper.email) ?? null,
      email: shopper.email,
      billing: { ...address, phone: "", ...businessBilling(n, shopper.lastName) },
      shipping: address,
      plan,
      catalogue,
      now,
    });
  }
}

/** Every fifth shopper orders for their business: a company name and an Irish VAT number in the billing address. */
const BUSINESS_EVERY = 5;
export function businessBilling(n: number, lastName: string): { company: string; vatNumber: string } | Record<string, never> {
  if (n % BUSINESS_EVERY !== 0) return {};
  const digits = String(3_600_000 + n * 7_919).slice(-7);
  return { company: `${lastName} Studio Ltd`, vatNumber: `IE${digits}${String.fromCharCode(65 + (n % 26))}` };
}
