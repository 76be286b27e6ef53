import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/connect.ts";
import { cartLines, carts, couponUsages, coupons, customers, mailOutbox, orders, products } from "../../db/schema/index.ts";
import { seedCatalogueFixture } from "../../testing/catalogue-fixture.ts";
import { createTestDatabase, testDatabaseKind } from "../../testing/test-database.ts";
import { createServices, type Services } from "../index.ts";
import { createCheckoutService, type CheckoutSession } from "./index.ts";
import { refusal } from "../../testing/refusal.ts";

let database: Database;
let services: Services;
let ids: Map<string, number>;
const id = (slug: string) => ids.get(slug)!;
const isPostgres = testDatabaseKind === "postgres";

const billing = {
  firstName: "Ada",
  lastName: "Byrne",
  country: "IE",
  address1: "1 Main Street",
  city: "Dublin",
  postcode: "D02 X285",
};
const order = (email = "ada@example.com") => ({
  email,
  billing,
  shipToDifferentAddress: false,
  shippingMethod: "flat",
  paymentMethod: "bacs",
});

beforeAll(async () => {
  database = await createTestDatabase();
  ids = await seedCatalogueFixture(database.db);
  services = createServices(database.db, { mediaDir: "/nonexistent" });
  await database.db.insert(coupons).values([
    { code: "welcome10", type: "percent", amount: 1000 },
    { code: "save5", type: "fixed_cart", amount: 500, minimumSpend: 3000 },
    { code: "freeship", type: "percent", amount: 0, freeShipping: true },
    {
      code: "expired",
      type: "percent",
      amount: 1000,
      expiresAt: new Date("2020-01-01"),
    },
    {
      code: "usedup",
      type: "percent",
      amount: 1000,
      usageLimit: 1,
      usageCount: 1,
    },
    { code: "solo", type: "percent", amount: 500, individualUse: true },
  ]);
});
afterAll(async () => database?.close());

async function shopper(items: [string, number][] = [["red-lamp", 1]]): Promise<CheckoutSession> {
  const { session } = await services.sessions.create();
  for (const [slug, quantity] of items) await services.cart.addItems(session.id, { productId: id(slug), quantity });
  return { id: session.id, customerId: null };
}

async function setStock(slug: string, stockQuantity: number | null) {
  await database.db
    .update(products)
    .set({
      manageStock: stockQuantity !== null,
      stockQuantity,
      stockStatus: "instock",
    })
    .where(eq(products.id, id(slug)));
}
async function stockOf(slug: string) {
  const [row] = await database.db
    .select({ q: products.stockQuantity, s: products.stockStatus })
    .from(products)
    .where(eq(products.id, id(slug)));
  return row!;
}

describe(`checkout service on ${testDatabaseKind}`, () => {
  describe("coupons", () => {
    it("applies a percent coupon whatever its case and the quote shows the discount", async () => {
      const s = await shopper([["kettle", 1]]);
      const { message, quote } = await services.checkout.applyCoupon(s, "  WELCOME10 ");
      expect(message).toBe("Coupon code applied successfully.");
      expect(quote.coupons).toEqual([
        {
          code: "welcome10",
          type: "percent",
          discount: 400,
          freeShipping: false,
        },
      ]);
      expect(quote.totals).toMatchObject({
        subtotal: 4000,
        discountTotal: 400,
      });
    });

    it.each([
      ["nope", "not_found", 404, 'Coupon "nope" cannot be applied because it does not exist.'],
      ["expired", "expired", 400, "This coupon has expired."],
      ["usedup", "usage_limit_reached", 400, "Coupon usage limit has been reached."],
      ["save5", "minimum_spend", 400, "The minimum spend for this coupon is"],
      ["", "please_enter", 400, "Please enter a coupon code."],
    ])("refuses %s with %s", async (code, error, status, text) => {
      const s = await shopper();
      const e = await refusal(services.checkout.applyCoupon(s, code));
      expect([e.code, e.status]).toEqual([error, status]);
      expect(e.message).toContain(text);
    });

    it("refuses a code applied twice, and removes it", async () => {
      const s = await shopper();
      await services.checkout.applyCoupon(s, "welcome10");
      expect((await refusal(services.checkout.applyCoupon(s, "Welcome10"))).code).toBe("already_applied");
      const { message, quote } = await services.checkout.removeCoupon(s, "WELCOME10");
      expect(message).toBe("Coupon has been removed.");
      expect(quote.coupons).toEqual([]);
    });

    it("an individual-use coupon replaces the others and blocks later ones", async () => {
      const s = await shopper([["kettle", 1]]);
      await services.checkout.applyCoupon(s, "welcome10");
      const { quote } = await services.checkout.applyCoupon(s, "solo");
      expect(quote.coupons.map((c) => c.code)).toEqual(["solo"]);
      expect((await refusal(services.checkout.applyCoupon(s, "save5"))).code).toBe("individual_use_conflict");
    });

    it("refuses a coupon on an empty cart", async () => {
      const { session } = await services.sessions.create();
      expect((await refusal(services.checkout.applyCoupon({ id: session.id, customerId: null }, "welcome10"))).code).toBe("cart_empty");
    });
  });

  describe("quote", () => {
    it("prices shipping and tax for the country; free shipping unlocks with the coupon", async () => {
      const s = await shopper([["red-lamp", 1]]);
      const ie = await services.checkout.quote(s, { country: "IE" });
      expect(ie.shippingMethod).toMatchObject({ id: "flat", cost: 495 });
      expect(ie.totals).toMatchObject({
        subtotal: 1000,
        shippingTotal: 495,
        total: 1495,
        pricesIncludeTax: true,
      });
      expect(ie.totals.taxTotal).toBe(187 + 93);
      const us = await services.checkout.quote(s, { country: "US" });
      expect(us.shippingMethod).toMatchObject({ cost: 1495 });
      expect(us.totals.taxTotal).toBe(0);
      const { quote } = await services.checkout.applyCoupon(s, "freeship");
      expect(quote.shippingMethod).toMatchObject({ id: "free", cost: 0 });
      expect(quote.paymentMethods.map((m) => m.id)).toEqual(["bacs", "cheque", "cod", "card"]);
    });

    it("an empty cart quotes nothing", async () => {
      const quote = await services.checkout.quote({
        id: "none",
        customerId: null,
      });
      expect(quote.totals.total).toBe(0);
      expect(quote.shippingMethods).toEqual([]);
    });
  });

  describe("placeOrder", () => {
    it("writes the order, takes the stock, records coupon usage, queues two e-mails and empties the cart", async () => {
      await setStock("blue-lamp", 3);
      const s = await shopper([["blue-lamp", 3]]);
      await services.checkout.applyCoupon(s, "welcome10");
      const { order: placed, created } = await services.checkout.placeOrder(s, order(), "key-place-1");
      expect(created).toBe(true);
      expect(placed).toMatchObject({
        status: "on-hold",
        email: "ada@example.com",
        subtotal: 6000,
        discountTotal: 600,
        paymentMethod: "bacs",
        shippingMethod: "flat",
        number: String(placed.id),
      });
      expect(placed.total).toBe(6000 - 600 + 495);
      expect(placed.lines).toMatchObject([
        {
          name: "Blue Lamp",
          quantity: 3,
          unitPrice: 2000,
          subtotal: 6000,
          discount: 600,
          total: 5400,
        },
      ]);
      expect(await stockOf("blue-lamp")).toEqual({ q: 0, s: "outofstock" });
      const [coupon] = await database.db.select().from(coupons).where(eq(coupons.code, "welcome10"));
      expect(coupon!.usageCount).toBe(1);
      expect(await database.db.select().from(couponUsages).where(eq(couponUsages.orderId, placed.id))).toHaveLength(1);
      const mails = await database.db
        .select()
        .from(mailOutbox)
        .where(sql`${mailOutbox.subject} like ${"%#" + placed.number + "%"}`);
      expect(mails.map((m) => m.kind).sort()).toEqual(["order_new_admin", "order_received"]);
      const [cart] = await database.db.select({ id: carts.id }).from(carts).where(eq(carts.sessionId, s.id));
      expect(await database.db.select().from(cartLines).where(eq(cartLines.cartId, cart!.id))).toEqual([]);
      expect(await services.checkout.getOrderByKey(placed.id, placed.key)).toMatchObject({ id: placed.id });
      expect(await services.checkout.getOrderByKey(placed.id, "wrong")).toBeNull();
    });

    it("records each coupon's discount with the order, and the e-mail shows the order's rows and, for a bank transfer, the bank details with the order number as reference", async () => {
      await setStock("blue-lamp", 3);
      const s = await shopper([["blue-lamp", 3]]);
      await services.checkout.applyCoupon(s, "welcome10");
      const { order: placed } = await services.checkout.placeOrder(s, order(), "key-mail-rows-1");
      expect(placed).toMatchObject({ coupons: [{ code: "welcome10", discount: 600 }], pricesIncludeTax: true, paymentMethod: "bacs" });
      const [mail] = await database.db
        .select({ text: mailOutbox.text })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.kind, "order_received"), sql`${mailOutbox.subject} like ${"%#" + placed.number + " %"}`));
      expect(mail!.text).toContain("3 × Blue Lamp: €60.00\n\nSubtotal: €60.00\nCoupon: welcome10: −€6.00\nShipping: €4.95 via Standard delivery\n");
      expect(mail!.text).toContain(`Total: €58.95`);
      expect(mail!.text).toContain(`IBAN: IE29 AIBK 9311 5212 3456 78\nBIC: AIBKIE2D\nPayment reference: ${placed.number}`);
    });

    it("the same idempotency key answers the same order", async () => {
      const s = await shopper();
      const first = await services.checkout.placeOrder(s, order(), "key-repeat-1");
      const again = await services.checkout.placeOrder(s, order(), "key-repeat-1");
      expect(again).toEqual({ order: first.order, created: false });
      const other = await shopper();
      expect((await refusal(services.checkout.placeOrder(other, order(), "key-repeat-1"))).code).toBe("idempotency_key_reused");
    });

    it("cash on delivery orders start as processing", async () => {
      const s = await shopper();
      const { order: placed } = await services.checkout.placeOrder(s, { ...order(), paymentMethod: "cod" }, "key-cod-1");
      expect(placed.status).toBe("processing");
    });

    it("refuses an empty cart, bad addresses, unknown shipping and payment methods", async () => {
      const { session } = await services.sessions.create();
      expect((await refusal(services.checkout.placeOrder({ id: session.id, customerId: null }, order(), "key-empty-1"))).code).toBe("cart_empty");
      const s = await shopper();
      const bad = await refusal(services.checkout.placeOrder(s, { ...order("not-an-email"), billing: { ...billing, firstName: "" } }, "key-bad-1"));
      expect(bad).toMatchObject({ status: 400, code: "invalid_checkout" });
      expect(bad.fields).toMatchObject({
        email: "Invalid billing email address",
        "billing.firstName": "Billing First name is a required field.",
      });
      expect((await refusal(services.checkout.placeOrder(s, { ...order(), shippingMethod: "teleport" }, "key-bad-2"))).code).toBe("invalid_shipping_method");
      expect((await refusal(services.checkout.placeOrder(s, { ...order(), paymentMethod: "bitcoin" }, "key-bad-3"))).code).toBe("invalid_payment_method");
    });

    it("refuses what is out of stock with the product's name", async () => {
      await setStock("green-shade", 2);
      const s = await shopper([["green-shade", 2]]);
      await setStock("green-shade", 1);
      const e = await refusal(services.checkout.placeOrder(s, order(), "key-oos-1"));
      expect(e).toMatchObject({ status: 400, code: "out_of_stock" });
      expect(e.message).toContain("Green Shade");
    });

    it("a coupon that stopped holding refuses the order", async () => {
      const s = await shopper([["kettle", 1]]);
      await services.checkout.applyCoupon(s, "save5");
      await database.db.update(coupons).set({ minimumSpend: 100_000 }).where(eq(coupons.code, "save5"));
      expect((await refusal(services.checkout.placeOrder(s, order(), "key-coupon-1"))).code).toBe("minimum_spend");
      await database.db.update(coupons).set({ minimumSpend: 3000 }).where(eq(coupons.code, "save5"));
    });

    it("a failure after the stock update leaves no order, no stock change and the cart intact", async () => {
      await setStock("apron", 4);
      const s = await shopper([["apron", 2]]);
      const failing = createCheckoutService(database.db, {
        afterStockUpdate: () => {
          throw new Error("injected failure");
        },
      });
      await expect(failing.placeOrder(s, order(), "key-fail-1")).rejects.toThrow("injected failure");
      expect(await stockOf("apron")).toEqual({ q: 4, s: "instock" });
      expect(await database.db.select().from(orders).where(eq(orders.idempotencyKey, "key-fail-1"))).toEqual([]);
      expect((await services.cart.getCart(s.id)).count).toBe(2);
      const { order: placed } = await services.checkout.placeOrder(s, order(), "key-fail-1");
      expect(placed.lines[0]!.quantity).toBe(2);
      expect(await stockOf("apron")).toEqual({ q: 2, s: "instock" });
    });

    it("lists a customer's orders and hides another customer's", async () => {
      const [owner] = await database.db.insert(customers).values({ email: "owner@example.com" }).returning({ id: customers.id });
      const { session } = await services.sessions.create();
      await services.cart.addItems(session.id, {
        productId: id("red-lamp"),
        quantity: 1,
      });
      const { order: placed } = await services.checkout.placeOrder({ id: session.id, customerId: owner!.id }, order("owner@example.com"), "key-owner-1");
      expect((await services.customers.listOrders(owner!.id)).orders.map((o) => o.id)).toEqual([placed.id]);
      expect(await services.customers.orderForCustomer(owner!.id, placed.id)).toMatchObject({ id: placed.id });
      expect(await services.customers.orderForCustomer(owner!.id + 1000, placed.id)).toBeNull();
    });
  });

  // PGlite is one connection that runs one transaction at a time, so racing on it proves nothing.
  describe.skipIf(!isPostgres)("under concurrency (PostgreSQL only: PGlite serialises every transaction on its single connection)", () => {
    it("50 checkouts for 5 units give 5 orders and 45 out_of_stock", async () => {
      await setStock("kettle", 50);
      const shoppers = await Promise.all(Array.from({ length: 50 }, () => shopper([["kettle", 1]])));
      await setStock("kettle", 5);
      const results = await Promise.allSettled(shoppers.map((s, i) => services.checkout.placeOrder(s, order(), `key-race-${i}`)));
      const placed = results.filter((r) => r.status === "fulfilled");
      const refused = results.flatMap((r) => (r.status === "rejected" ? [r.reason as unknown] : []));
      expect(placed).toHaveLength(5);
      expect(refused).toHaveLength(45);
      for (const e of refused) expect(e).toMatchObject({ code: "out_of_stock", status: 400 });
      expect(await stockOf("kettle")).toEqual({ q: 0, s: "outofstock" });
    });

    it("the same key 10 times in parallel gives one order", async () => {
      const s = await shopper([["red-lamp", 1]]);
      const results = await Promise.all(Array.from({ length: 10 }, () => services.checkout.placeOrder(s, order(), "key-parallel-1")));
      expect(new Set(results.map((r) => r.order.id)).size).toBe(1);
      expect(results.filter((r) => r.created)).toHaveLength(1);
      expect(await database.db.select().from(orders).where(eq(orders.idempotencyKey, "key-parallel-1"))).toHaveLength(1);
    });

    it("a coupon's usage limit holds under concurrency", async () => {
      await database.db.insert(coupons).values({
        code: "limited3",
        type: "percent",
        amount: 1000,
        usageLimit: 3,
      });
      const shoppers = await Promise.all(Array.from({ length: 10 }, () => shopper([["red-lamp", 1]])));
      for (const s of shoppers) await services.checkout.applyCoupon(s, "limited3");
      const results = await Promise.allSettled(shoppers.map((s, i) => services.checkout.placeOrder(s, order(`c${i}@example.com`), `key-limit-${i}`)));
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(3);
      for (const r of results) if (r.status === "rejected") expect(r.reason).toMatchObject({ code: "usage_limit_reached" });
      const [row] = await database.db.select().from(coupons).where(eq(coupons.code, "limited3"));
      expect(row!.usageCount).toBe(3);
    });
  });
});
