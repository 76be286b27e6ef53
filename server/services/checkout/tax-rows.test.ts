/**
 * Orders priced by the tax engine: a reduced-class product beside a standard one in Ireland, and a New York
 * City destination where the state, city and commuter district rates all apply. The itemised rows are kept
 * with the order, the e-mail lists them and each line records the rate it was taxed at.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/connect.ts";
import { mailOutbox, orderLines, orderTaxLines, products } from "../../db/schema/index.ts";
import { seedCatalogueFixture } from "../../testing/catalogue-fixture.ts";
import { createTestDatabase, testDatabaseKind } from "../../testing/test-database.ts";
import { createServices, type Services } from "../index.ts";
import type { CheckoutSession } from "./index.ts";

let database: Database;
let services: Services;
let ids: Map<string, number>;

beforeAll(async () => {
  database = await createTestDatabase();
  ids = await seedCatalogueFixture(database.db);
  services = createServices(database.db, { mediaDir: "/nonexistent" });
  await database.db
    .update(products)
    .set({ taxClass: "reduced" })
    .where(eq(products.id, ids.get("blue-lamp")!));
});
afterAll(async () => database?.close());

async function shopper(items: [string, number][]): Promise<CheckoutSession> {
  const { session } = await services.sessions.create();
  for (const [slug, quantity] of items) await services.cart.addItems(session.id, { productId: ids.get(slug)!, quantity });
  return { id: session.id, customerId: null };
}

const place = (billing: Record<string, string>) => ({
  email: "tax@example.com",
  billing,
  shipToDifferentAddress: false,
  shippingMethod: "flat",
  paymentMethod: "bacs",
});
const storedRows = (orderId: number) =>
  database.db
    .select({ label: orderTaxLines.label, rate: orderTaxLines.rate, compound: orderTaxLines.compound, amount: orderTaxLines.amount })
    .from(orderTaxLines)
    .where(eq(orderTaxLines.orderId, orderId))
    .orderBy(orderTaxLines.id);

describe(`tax rows at checkout on ${testDatabaseKind}`, () => {
  it("TAX-1 a reduced-class product is taxed at Ireland's 13.5 % beside 23 % for the rest; the rows are kept and mailed", async () => {
    const s = await shopper([
      ["red-lamp", 1],
      ["blue-lamp", 1],
    ]);
    const quote = await services.checkout.quote(s, { country: "IE" });
    // Inclusive prices: €10.00 holds 187 at 23 %, €20.00 holds 238 at 13.5 %, €4.95 shipping holds 93 at 23 %.
    expect(quote.lines.map((line) => [line.tax, line.taxRate])).toEqual([
      [187, 2300],
      [238, 1350],
    ]);
    expect(quote.totals.taxRows).toEqual([
      { label: "VAT", rate: 230_000, compound: false, amount: 280 },
      { label: "VAT", rate: 135_000, compound: false, amount: 238 },
    ]);
    expect(quote.totals.taxTotal).toBe(518);

    const { order } = await services.checkout.placeOrder(
      s,
      place({ firstName: "Ada", lastName: "Byrne", country: "IE", address1: "1 Main St", city: "Dublin", postcode: "D02 X285" }),
      "tax-ie-1",
    );
    expect(order).toMatchObject({ subtotal: 3000, shippingTotal: 495, taxTotal: 518, total: 3495 });
    expect(await storedRows(order.id)).toEqual(quote.totals.taxRows);
    expect(order.taxRows).toEqual(quote.totals.taxRows);
    const lines = await database.db
      .select({ tax: orderLines.tax, taxRate: orderLines.taxRate })
      .from(orderLines)
      .where(eq(orderLines.orderId, order.id))
      .orderBy(orderLines.id);
    expect(lines).toEqual([
      { tax: 187, taxRate: 2300 },
      { tax: 238, taxRate: 1350 },
    ]);
    const [mail] = await database.db
      .select({ text: mailOutbox.text })
      .from(mailOutbox)
      .where(sql`${mailOutbox.kind} = 'order_received' and ${mailOutbox.subject} like ${"%#" + order.number + "%"}`);
    expect(mail?.text).toContain("VAT 23 %: €2.80");
    expect(mail?.text).toContain("VAT 13.5 %: €2.38");
  });

  it("TAX-2 a New York City address pays the state, city and commuter district rates, on the goods and the shipping", async () => {
    const s = await shopper([["red-lamp", 1]]);
    const address = { firstName: "Grace", lastName: "Hopper", country: "US", address1: "350 5th Ave", city: "New York", state: "NY", postcode: "10001" };
    const quote = await services.checkout.quote(s, { country: "US", region: "NY", city: "New York", postcode: "10001" });
    // 8.875 % inside €10.00 (82) and inside €14.95 international shipping (122), shared by largest remainder.
    expect(quote.totals.taxRows).toEqual([
      { label: "NY state tax", rate: 40_000, compound: false, amount: 92 },
      { label: "NYC sales tax", rate: 45_000, compound: false, amount: 103 },
      { label: "MCTD", rate: 3_750, compound: false, amount: 9 },
    ]);
    expect(quote.totals.taxTotal).toBe(204);
    expect(quote.lines[0]).toMatchObject({ tax: 82, taxRate: 888 });

    const { order } = await services.checkout.placeOrder(s, place(address), "tax-nyc-1");
    expect(order).toMatchObject({ taxTotal: 204, total: 1000 + 1495 });
    expect(await storedRows(order.id)).toEqual(quote.totals.taxRows);
  });

  it("TAX-3 upstate New York pays the state rate only, and elsewhere in the US the 0 % row", async () => {
    const s = await shopper([["red-lamp", 1]]);
    // 4 % inside €10.00 (38) and inside €14.95 (57.5, rounded half up to 58).
    const buffalo = await services.checkout.quote(s, { country: "US", region: "NY", city: "Buffalo", postcode: "14201" });
    expect(buffalo.totals.taxRows.map((row) => [row.label, row.amount])).toEqual([["NY state tax", 96]]);
    const oregon = await services.checkout.quote(s, { country: "US", region: "OR", city: "Portland", postcode: "97201" });
    expect(oregon.totals.taxTotal).toBe(0);
  });
});
