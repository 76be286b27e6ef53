import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/connect.ts";
import { mailOutbox, orders, products } from "../../db/schema/index.ts";
import { seedCatalogueFixture } from "../../testing/catalogue-fixture.ts";
import { createTestDatabase, testDatabaseKind } from "../../testing/test-database.ts";
import { createServices, type Services } from "../index.ts";
import type { CheckoutSession } from "./index.ts";
import { refusal } from "../../testing/refusal.ts";

let database: Database;
let services: Services;
let ids: Map<string, number>;
const id = (slug: string) => ids.get(slug)!;

const billing = { firstName: "Ada", lastName: "Byrne", country: "IE", address1: "1 Main Street", city: "Dublin", postcode: "D02 X285" };
const order = { email: "ada@example.com", billing, shipToDifferentAddress: false, paymentMethod: "bacs" };

beforeAll(async () => {
  database = await createTestDatabase();
  ids = await seedCatalogueFixture(database.db);
  services = createServices(database.db, { mediaDir: "/nonexistent" });
  // The kettle (€40.00) stands in for a downloadable guide: nothing to deliver.
  await database.db
    .update(products)
    .set({ virtual: true })
    .where(eq(products.id, id("kettle")));
});
afterAll(async () => database?.close());

async function shopper(items: [string, number][]): Promise<CheckoutSession> {
  const { session } = await services.sessions.create();
  for (const [slug, quantity] of items) await services.cart.addItems(session.id, { productId: id(slug), quantity });
  return { id: session.id, customerId: null };
}

describe(`virtual products at checkout on ${testDatabaseKind}`, () => {
  it("tells each cart line whether it needs shipping", async () => {
    const s = await shopper([
      ["kettle", 1],
      ["red-lamp", 1],
    ]);
    const cart = await services.cart.getCart(s.id);
    expect(cart.items.map((item) => [item.productId, item.needsShipping])).toEqual([
      [id("kettle"), false],
      [id("red-lamp"), true],
    ]);
  });

  it("quotes a cart of only virtual lines with no shipping methods, no shipping charged, and no cash on delivery", async () => {
    const s = await shopper([["kettle", 2]]);
    const quote = await services.checkout.quote(s, { country: "IE", shippingMethodId: "flat" });
    expect(quote.needsShipping).toBe(false);
    expect(quote.shippingMethods).toEqual([]);
    expect(quote.shippingMethod).toBeNull();
    expect(quote.totals).toMatchObject({ needsShipping: false, subtotal: 8000, shippingTotal: 0, shippingTax: 0, total: 8000 });
    expect(quote.paymentMethods.map((m) => m.id)).not.toContain("cod");
  });

  it("places a virtual-only order without a shipping method, charging no shipping", async () => {
    const s = await shopper([["kettle", 1]]);
    const { order: placed, created } = await services.checkout.placeOrder(s, order, "key-virtual-1");
    expect(created).toBe(true);
    expect(placed).toMatchObject({ shippingMethod: null, shippingMethodTitle: null, shippingTotal: 0, subtotal: 4000, total: 4000 });
    const [row] = await database.db.select({ method: orders.shippingMethod, shipping: orders.shippingTotal }).from(orders).where(eq(orders.id, placed.id));
    expect(row).toEqual({ method: null, shipping: 0 });
    const [mail] = await database.db
      .select({ text: mailOutbox.text })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, "order_received"), like(mailOutbox.subject, `%#${placed.number} %`)));
    expect(mail!.text).toContain("Subtotal: €40.00\n");
    expect(mail!.text).not.toContain("Shipping");
  });

  it("ignores a shipping method sent with a virtual-only order", async () => {
    const s = await shopper([["kettle", 1]]);
    const { order: placed } = await services.checkout.placeOrder(s, { ...order, shippingMethod: "flat" }, "key-virtual-2");
    expect(placed).toMatchObject({ shippingMethod: null, shippingTotal: 0, total: 4000 });
  });

  it("still needs a shipping method for a cart mixing virtual and shipped lines", async () => {
    const s = await shopper([
      ["kettle", 1],
      ["red-lamp", 1],
    ]);
    const quote = await services.checkout.quote(s, { country: "IE" });
    expect(quote.needsShipping).toBe(true);
    expect(quote.shippingMethods.length).toBeGreaterThan(0);
    const refused = await refusal(services.checkout.placeOrder(s, order, "key-mixed-1"));
    expect(refused.code).toBe("invalid_shipping_method");
    expect(refused.fields).toHaveProperty("shippingMethod");
    const { order: placed } = await services.checkout.placeOrder(s, { ...order, shippingMethod: "flat" }, "key-mixed-2");
    expect(placed).toMatchObject({ shippingMethod: "flat" });
    expect(placed.shippingTotal).toBeGreaterThan(0);
  });
});
