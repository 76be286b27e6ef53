import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { customers, orders, products } from "../../db/schema/index.ts";
import { withShopServices } from "../../testing/shop-services.ts";
import { testDatabaseKind } from "../../testing/test-database.ts";
import { isServiceError } from "../errors.ts";

const actor = { id: 0, email: "boss@example.com" };
const shop = withShopServices(async ({ database }) => {
  const [boss] = await database.db.insert(customers).values({ email: "boss@example.com" }).returning({ id: customers.id });
  actor.id = boss!.id;
  await database.db.insert(customers).values({ email: "phone.buyer@example.com", firstName: "Phone", lastName: "Buyer" });
});
const billing = { firstName: "Phone", lastName: "Buyer", country: "IE", address1: "5 Dock Road", city: "Limerick", postcode: "V94 T9PX" };
const draftInput = (quantity = 2) => ({
  email: "phone.buyer@example.com",
  items: [{ productId: shop.ids.get("kettle")!, quantity }],
  billing,
  shipping: null,
  shippingMethod: "flat",
  paymentMethod: "cod",
});
const stock = async () =>
  (
    await shop.database.db
      .select({ q: products.stockQuantity })
      .from(products)
      .where(eq(products.id, shop.ids.get("kettle")!))
  )[0]!.q;

describe(`draft orders on ${testDatabaseKind}`, () => {
  it("saves a draft priced as checkout prices it, takes no stock, and hides it from the customer until created", async () => {
    await shop.database.db
      .update(products)
      .set({ manageStock: true, stockQuantity: 9, stockStatus: "instock" })
      .where(eq(products.id, shop.ids.get("kettle")!));
    const { session } = await shop.services.sessions.create();
    await shop.services.cart.addItems(session.id, { productId: shop.ids.get("kettle")!, quantity: 2 });
    const checkoutQuote = await shop.services.checkout.quote({ id: session.id, customerId: null }, { country: "IE", shippingMethodId: "flat" });

    const { id } = await shop.services.orders.saveDraft(actor, null, draftInput());
    const draft = (await shop.services.orders.get(id))!;
    expect(draft).toMatchObject({
      status: "draft",
      number: `D${id}`,
      customerId: null,
      total: checkoutQuote.totals.total,
      taxTotal: checkoutQuote.totals.taxTotal,
    });
    expect(draft.lines).toMatchObject([{ quantity: 2, total: checkoutQuote.lines[0]!.total }]);
    expect(await stock()).toBe(9);

    const edited = await shop.services.orders.saveDraft(actor, id, { ...draftInput(3), version: draft.version });
    expect(edited.id).toBe(id);
    expect((await shop.services.orders.get(id))!.lines[0]!.quantity).toBe(3);
    expect(await stock()).toBe(9);

    const placed = await shop.services.orders.placeDraft(actor, id);
    expect(placed.status).toBe("processing");
    expect(await stock()).toBe(6);
    const [row] = await shop.database.db.select().from(orders).where(eq(orders.id, placed.orderId));
    const [buyer] = await shop.database.db.select({ id: customers.id }).from(customers).where(eq(customers.email, "phone.buyer@example.com"));
    expect(row).toMatchObject({ customerId: buyer!.id, status: "processing" });
    expect(await shop.services.orders.get(id)).toBeNull();
  });

  it("refuses a draft without items, with a bad address, or with a stale version", async () => {
    const refused = async (promise: Promise<unknown>) => {
      const error = await promise.then(
        () => null,
        (e: unknown) => e,
      );
      expect(isServiceError(error), String(error)).toBe(true);
      return error as { code: string; fields?: Record<string, string> };
    };
    expect((await refused(shop.services.orders.saveDraft(actor, null, { ...draftInput(), items: [] }))).fields).toHaveProperty("items");
    expect((await refused(shop.services.orders.saveDraft(actor, null, { ...draftInput(), billing: { ...billing, address1: "" } }))).fields).toHaveProperty([
      "billing.address1",
    ]);
    expect((await refused(shop.services.orders.saveDraft(actor, null, { ...draftInput(), couponCode: "nope" }))).fields).toHaveProperty("couponCode");
    const { id } = await shop.services.orders.saveDraft(actor, null, draftInput(1));
    await shop.services.orders.saveDraft(actor, id, { ...draftInput(1), version: 1 });
    expect((await refused(shop.services.orders.saveDraft(actor, id, { ...draftInput(1), version: 1 }))).code).toBe("stale_version");
  });
});
