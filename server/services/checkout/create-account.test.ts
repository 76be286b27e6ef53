import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/connect.ts";
import { customerRoles, customers, orders, products, sessions } from "../../db/schema/index.ts";
import { seedCatalogueFixture } from "../../testing/catalogue-fixture.ts";
import { createTestDatabase, testDatabaseKind } from "../../testing/test-database.ts";
import { createServices, type Services } from "../index.ts";
import { createCheckoutService, type CheckoutSession } from "./index.ts";
import { refusal } from "../../testing/refusal.ts";

let database: Database;
let services: Services;
let ids: Map<string, number>;
const PASSWORD = "a long enough secret";
const billing = { firstName: "Ada", lastName: "Byrne", country: "IE", address1: "1 Main Street", city: "Dublin", postcode: "D02 X285" };
const order = (email: string, password = PASSWORD) => ({
  email,
  billing,
  shipToDifferentAddress: false,
  shippingMethod: "flat",
  paymentMethod: "bacs",
  createAccount: { password },
});

beforeAll(async () => {
  database = await createTestDatabase();
  ids = await seedCatalogueFixture(database.db);
  services = createServices(database.db, { mediaDir: "/nonexistent", mailTransport: null });
  await services.accounts.register(null, { email: "taken@example.com", password: PASSWORD });
});
afterAll(async () => database?.close());

async function shopper(slug = "red-lamp", quantity = 1): Promise<CheckoutSession> {
  const { session } = await services.sessions.create();
  await services.cart.addItems(session.id, { productId: ids.get(slug)!, quantity });
  return { id: session.id, customerId: null };
}

async function accountsNamed(email: string) {
  return database.db
    .select({ id: customers.id })
    .from(customers)
    .where(sql`lower(${customers.email}) = ${email.toLowerCase()}`);
}

describe(`create an account at checkout on ${testDatabaseKind}`, () => {
  it("S-6-4 S-2-50 the order creates a customer account, is linked to it and signs the shopper in", async () => {
    const s = await shopper();
    const result = await services.checkout.placeOrder(s, order("New.Buyer@Example.com"), "key-account-1");
    expect(result.created).toBe(true);
    expect(result.signedIn).toMatchObject({ token: expect.any(String), nonce: expect.any(String) });
    const [account] = await accountsNamed("new.buyer@example.com");
    expect(account).toBeDefined();
    expect(result.order.customerId).toBe(account!.id);
    expect(result.signedIn!.customerId).toBe(account!.id);
    expect(await database.db.select({ role: customerRoles.role }).from(customerRoles).where(eq(customerRoles.customerId, account!.id))).toEqual([
      { role: "customer" },
    ]);
    // The new session belongs to the customer; the guest session is gone.
    const signedIn = await services.sessions.find(result.signedIn!.token);
    expect(signedIn?.customerId).toBe(account!.id);
    expect(await database.db.select().from(sessions).where(eq(sessions.id, s.id))).toEqual([]);
    const customer = await services.accounts.customerForCookie(`vitrine_session=${result.signedIn!.token}`);
    expect(customer).toMatchObject({ email: "new.buyer@example.com", firstName: "Ada", lastName: "Byrne", roles: ["customer"] });
    // The password works for a later login; the order is in the customer's list.
    await expect(services.accounts.login(null, { email: "new.buyer@example.com", password: PASSWORD }, { address: "203.0.113.9" })).resolves.toMatchObject({
      customer: { id: account!.id },
    });
    expect((await services.customers.listOrders(account!.id)).orders.map((o) => o.id)).toEqual([result.order.id]);
  });

  it("a taken e-mail (any case) refuses the order on the e-mail field and places nothing", async () => {
    const s = await shopper();
    const e = await refusal(services.checkout.placeOrder(s, order("TAKEN@example.com"), "key-account-2"));
    expect(e).toMatchObject({ status: 409, code: "email_taken", fields: { email: expect.stringContaining("Please log in") } });
    expect(await database.db.select().from(orders).where(eq(orders.idempotencyKey, "key-account-2"))).toEqual([]);
    expect((await services.cart.getCart(s.id)).count).toBe(1);
  });

  it("a password against the policy is refused beside the password field", async () => {
    const s = await shopper();
    const e = await refusal(services.checkout.placeOrder(s, order("short@example.com", "short"), "key-account-3"));
    expect(e).toMatchObject({ status: 400, code: "invalid_checkout", fields: { accountPassword: expect.any(String) } });
    expect(await accountsNamed("short@example.com")).toEqual([]);
  });

  it("an order refused for stock leaves no account behind", async () => {
    const s = await shopper("green-shade", 2);
    await database.db
      .update(products)
      .set({ manageStock: true, stockQuantity: 1, stockStatus: "instock" })
      .where(eq(products.id, ids.get("green-shade")!));
    const e = await refusal(services.checkout.placeOrder(s, order("nostock@example.com"), "key-account-4"));
    expect(e.code).toBe("out_of_stock");
    expect(await accountsNamed("nostock@example.com")).toEqual([]);
  });

  // PGlite has one connection, which the order's transaction holds: the racing registration needs a second.
  it.skipIf(testDatabaseKind !== "postgres")("an account made for the same e-mail while the order runs refuses the order and undoes the stock", async () => {
    await database.db
      .update(products)
      .set({ manageStock: true, stockQuantity: 5, stockStatus: "instock" })
      .where(eq(products.id, ids.get("apron")!));
    const s = await shopper("apron", 1);
    const racing = createCheckoutService(database.db, {
      afterStockUpdate: async () => {
        await services.accounts.register(null, { email: "racer@example.com", password: PASSWORD });
      },
    });
    const e = await refusal(racing.placeOrder(s, order("racer@example.com"), "key-account-5"));
    expect(e.code).toBe("email_taken");
    expect(await accountsNamed("racer@example.com")).toHaveLength(1);
    const [row] = await database.db
      .select({ q: products.stockQuantity })
      .from(products)
      .where(eq(products.id, ids.get("apron")!));
    expect(row!.q).toBe(5);
  });

  it("a signed-in customer's order ignores the create-account request", async () => {
    const { customer } = await services.accounts.register(null, { email: "member@example.com", password: PASSWORD });
    const s = { ...(await shopper()), customerId: customer.id };
    const result = await services.checkout.placeOrder(s, order("member@example.com"), "key-account-6");
    expect(result.signedIn).toBeUndefined();
    expect(result.order.customerId).toBe(customer.id);
  });
});
