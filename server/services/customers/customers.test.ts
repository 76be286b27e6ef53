import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/connect.ts";
import { customerAddresses, customers, orders } from "../../db/schema/index.ts";
import { seedCatalogueFixture } from "../../testing/catalogue-fixture.ts";
import { createTestDatabase, testDatabaseKind } from "../../testing/test-database.ts";
import { createServices, type Services } from "../index.ts";
import { ServiceError } from "../errors.ts";

let database: Database;
let services: Services;
let ids: Map<string, number>;

const billing = {
  firstName: "Ada",
  lastName: "Byrne",
  country: "IE",
  address1: "1 Main Street",
  city: "Dublin",
  postcode: "D02 X285",
  phone: "+353 1 234 5678",
};
const elsewhere = { firstName: "Jan", lastName: "Bakker", country: "NL", address1: "Damrak 1", city: "Amsterdam", postcode: "1012 LG" };

beforeAll(async () => {
  database = await createTestDatabase();
  ids = await seedCatalogueFixture(database.db);
  services = createServices(database.db, { mediaDir: "/nonexistent", mailTransport: null });
});
afterAll(async () => database?.close());

let emails = 0;
async function customer(): Promise<number> {
  const [row] = await database.db
    .insert(customers)
    .values({ email: `shopper-${++emails}-${Date.now()}@example.com`, firstName: "Test", lastName: "Shopper", displayName: "Test Shopper" })
    .returning({ id: customers.id });
  return row!.id;
}

/** Places an order for the customer (signed in on a fresh session) with these items. */
async function placeOrder(customerId: number | null, items: [string, number][] = [["red-lamp", 1]], extra: Record<string, unknown> = {}) {
  const { session } = await services.sessions.create();
  for (const [slug, quantity] of items) await services.cart.addItems(session.id, { productId: ids.get(slug)!, quantity });
  const { order } = await services.checkout.placeOrder(
    { id: session.id, customerId },
    { email: "ada@example.com", billing, shipToDifferentAddress: false, shippingMethod: "flat", paymentMethod: "bacs", ...extra },
    `key-${session.id}`,
  );
  return order;
}

async function refusal(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => null,
    (e: unknown) => e,
  );
}

describe(`customers service on ${testDatabaseKind}`, () => {
  describe("orders", () => {
    it("lists a customer's orders newest first with number, date, status, total and item count, a page at a time", async () => {
      const me = await customer();
      const placed = [];
      for (let i = 0; i < 12; i++) placed.push(await placeOrder(me, [["red-lamp", 1 + (i % 3)]]));
      // Spread the dates so "newest first" is about dates, not ids.
      for (const [i, order] of placed.entries())
        await database.db
          .update(orders)
          .set({ createdAt: new Date(Date.UTC(2026, 0, 1 + i)) })
          .where(eq(orders.id, order.id));

      const first = await services.customers.listOrders(me);
      expect(first).toMatchObject({ page: 1, pageCount: 2, total: 12, perPage: 10 });
      expect(first.orders.map((o) => o.id)).toEqual(
        placed
          .map((o) => o.id)
          .reverse()
          .slice(0, 10),
      );
      const newest = placed.at(-1)!;
      expect(first.orders[0]).toEqual({
        id: newest.id,
        number: newest.number,
        createdAt: new Date(Date.UTC(2026, 0, 12)),
        status: "on-hold",
        total: newest.total,
        currency: "EUR",
        itemCount: 3,
      });
      const second = await services.customers.listOrders(me, { page: 2 });
      expect(second.orders.map((o) => o.id)).toEqual([placed[1]!.id, placed[0]!.id]);
      expect((await services.customers.listOrders(me, { page: 3 })).orders).toEqual([]);
      // Nonsense pages read as the first.
      expect((await services.customers.listOrders(me, { page: -4 })).page).toBe(1);
    });

    it("a customer without orders gets an empty first page", async () => {
      expect(await services.customers.listOrders(await customer())).toEqual({ orders: [], page: 1, pageCount: 1, total: 0, perPage: 10 });
    });

    it("answers the customer's own order with lines, totals, addresses, methods and status history", async () => {
      const me = await customer();
      const placed = await placeOrder(
        me,
        [
          ["red-lamp", 2],
          ["kettle", 1],
        ],
        { shipToDifferentAddress: true, shipping: elsewhere },
      );
      const order = await services.customers.orderForCustomer(me, placed.id);
      expect(order).toMatchObject({
        id: placed.id,
        number: placed.number,
        status: "on-hold",
        subtotal: 6000,
        total: placed.total,
        paymentMethod: "bacs",
        paymentMethodTitle: "Direct bank transfer",
        shippingMethod: "flat",
        billingAddress: { firstName: "Ada", city: "Dublin", country: "IE" },
        shippingAddress: { firstName: "Jan", city: "Amsterdam", country: "NL" },
        pricesIncludeTax: true,
      });
      expect(order!.lines.map((l) => [l.name, l.quantity])).toEqual([
        ["Red Lamp", 2],
        ["Kettle", 1],
      ]);
      expect(order!.history).toEqual([{ from: null, to: "on-hold", note: "Order placed.", at: expect.any(Date) }]);
    });

    it("customer A cannot read customer B's order: null, exactly as for an order that does not exist", async () => {
      const a = await customer();
      const b = await customer();
      const ofB = await placeOrder(b);
      const guest = await placeOrder(null);
      expect(await services.customers.orderForCustomer(b, ofB.id)).not.toBeNull();
      expect(await services.customers.orderForCustomer(a, ofB.id)).toBeNull();
      expect(await services.customers.orderForCustomer(a, guest.id)).toBeNull();
      for (const id of [0, -1, 999_999_999, 2 ** 31, Number.NaN, 1.5, Number.MAX_SAFE_INTEGER])
        expect(await services.customers.orderForCustomer(a, id)).toBeNull();
      expect((await services.customers.listOrders(a)).orders).toEqual([]);
    });
  });

  describe("addresses", () => {
    it("starts empty, saves each kind with the checkout's rules, and replaces on a second save", async () => {
      const me = await customer();
      expect(await services.customers.addresses(me)).toEqual({ billing: null, shipping: null });
      await services.customers.saveAddress(me, "billing", { ...billing, country: "ie", city: "  Cork " });
      await services.customers.saveAddress(me, "shipping", { ...elsewhere, phone: "+31 20 123 4567" });
      await services.customers.saveAddress(me, "billing", { ...billing, address2: "Flat 2" });
      const saved = await services.customers.addresses(me);
      expect(saved.billing).toEqual({ ...billing, company: "", address2: "Flat 2", state: "" });
      // A shipping address has no phone.
      expect(saved.shipping).toEqual({ ...elsewhere, company: "", address2: "", state: "", phone: "" });
      expect(await database.db.$count(customerAddresses, eq(customerAddresses.customerId, me))).toBe(2);
    });

    it("refuses bad input with a typed 400 naming each field", async () => {
      const me = await customer();
      const error = await refusal(
        services.customers.saveAddress(me, "billing", { ...billing, firstName: " ", country: "XX", postcode: "nope", phone: "call me" }),
      );
      expect(error).toBeInstanceOf(ServiceError);
      expect(error).toMatchObject({
        status: 400,
        code: "invalid_address",
        fields: {
          firstName: "Billing First name is a required field.",
          country: "Billing Country / Region is not a country we deliver to.",
          phone: "Billing Phone is not a valid phone number.",
        },
      });
      expect(await services.customers.addresses(me)).toEqual({ billing: null, shipping: null });
      const shipping = await refusal(services.customers.saveAddress(me, "shipping", { ...elsewhere, postcode: "" }));
      expect(shipping).toMatchObject({ status: 400, fields: { postcode: "Shipping Postcode / ZIP is a required field." } });
      expect(await refusal(services.customers.saveAddress(me, "home" as never, billing))).toMatchObject({ status: 404 });
    });

    it("random and hostile input is saved or refused cleanly, never with an unexpected error", async () => {
      const me = await customer();
      const hostile = fc.oneof(
        fc.string({ maxLength: 120 }),
        fc.string({ unit: "binary", maxLength: 60 }),
        fc.constantFrom(
          "",
          " ",
          "\u0000",
          "a\u0000b",
          "IE",
          "ie",
          "D02 X285",
          "' or 1=1 --",
          "<script>alert(1)</script>",
          "x".repeat(5000),
          "😀".repeat(80),
          "\ud800",
          "Ireland",
        ),
        fc.integer(),
        fc.boolean(),
        fc.constant(null),
        fc.array(fc.string(), { maxLength: 3 }),
        fc.object({ maxDepth: 1 }),
      );
      const keys = [
        "firstName",
        "lastName",
        "company",
        "country",
        "address1",
        "address2",
        "city",
        "state",
        "postcode",
        "phone",
        "__proto__",
        "constructor",
        "customerId",
        "id",
      ];
      const input = fc.oneof(
        fc.dictionary(fc.constantFrom(...keys), hostile, { maxKeys: 14 }),
        // A valid address with one hostile field: the likeliest way past the other checks.
        fc.tuple(fc.constantFrom(...Object.keys(billing)), hostile).map(([key, value]) => ({ ...billing, [key]: value })),
        fc.record(Object.fromEntries(Object.keys(billing).map((key) => [key, hostile]))),
        hostile,
      );
      let saved = 0;
      await fc.assert(
        fc.asyncProperty(fc.constantFrom("billing", "shipping") as fc.Arbitrary<"billing" | "shipping">, input, async (kind, value) => {
          const error = await refusal(services.customers.saveAddress(me, kind, value));
          if (error === null) {
            saved++;
            return;
          }
          expect(error).toBeInstanceOf(ServiceError);
          expect((error as ServiceError).status).toBe(400);
          expect(Object.keys((error as ServiceError).fields ?? {}).length).toBeGreaterThan(0);
        }),
        { numRuns: 300 },
      );
      // Whatever was saved is one row per kind and reads back as a valid address.
      expect(await database.db.$count(customerAddresses, eq(customerAddresses.customerId, me))).toBeLessThanOrEqual(2);
      const { billing: stored } = await services.customers.addresses(me);
      if (stored) await services.customers.saveAddress(me, "billing", stored);
      expect(saved).toBeGreaterThan(0);
    });

    it("go with the customer", async () => {
      const me = await customer();
      await services.customers.saveAddress(me, "billing", billing);
      await database.db.delete(customers).where(eq(customers.id, me));
      expect(await database.db.$count(customerAddresses, eq(customerAddresses.customerId, me))).toBe(0);
    });
  });

  describe("the first order fills the address book", () => {
    it("a signed-in customer without a saved billing address gets the order's billing address, and its shipping address when different", async () => {
      const me = await customer();
      await placeOrder(me, [["red-lamp", 1]], { shipToDifferentAddress: true, shipping: elsewhere });
      const saved = await services.customers.addresses(me);
      expect(saved.billing).toMatchObject({ firstName: "Ada", city: "Dublin", phone: "+353 1 234 5678" });
      expect(saved.shipping).toMatchObject({ firstName: "Jan", city: "Amsterdam", phone: "" });
    });

    it("shipping to the billing address saves only the billing address", async () => {
      const me = await customer();
      await placeOrder(me);
      expect(await services.customers.addresses(me)).toMatchObject({ billing: { city: "Dublin" }, shipping: null });
    });

    it("a saved billing address is left as the customer set it", async () => {
      const me = await customer();
      await services.customers.saveAddress(me, "billing", { ...billing, city: "Cork" });
      await placeOrder(me, [["red-lamp", 1]], { shipToDifferentAddress: true, shipping: elsewhere });
      expect(await services.customers.addresses(me)).toMatchObject({ billing: { city: "Cork" }, shipping: null });
    });

    it("a refused order saves nothing (the save is part of the order's transaction)", async () => {
      const me = await customer();
      const error = await refusal(placeOrder(me, [["red-lamp", 1]], { shippingMethod: "teleport" }));
      expect(error).toMatchObject({ code: "invalid_shipping_method" });
      expect(await services.customers.addresses(me)).toEqual({ billing: null, shipping: null });
    });
  });
});
