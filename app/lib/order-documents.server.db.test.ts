/**
 * The print links an order's page offers and the settings object it embeds, read through the real
 * services on a fresh database: refunds become credit notes, the document settings decide the kinds and
 * the codes, and a shop without an address stops numbered documents.
 */
import { describe, expect, it } from "vitest";
import { customers } from "../../server/db/schema/index.ts";
import { withShopServices } from "../../server/testing/shop-services.ts";
import { testDatabaseKind } from "../../server/testing/test-database.ts";
import { orderDocuments } from "./order-documents.server.ts";
import { DEFAULT_STORE_SETTINGS } from "../../domain/settings/store-settings.ts";
import { DEFAULT_DOCUMENT_SETTINGS } from "../../domain/documents/document-settings.ts";

const actor = { id: 0, email: "boss@example.com" };
const shop = withShopServices(async ({ database }) => {
  const [boss] = await database.db.insert(customers).values({ email: actor.email }).returning({ id: customers.id });
  actor.id = boss!.id;
});
const billing = { firstName: "Ada", lastName: "Byrne", country: "IE", address1: "1 Main Street", city: "Dublin", postcode: "D02 X285" };

async function placeOrder(paymentMethod: "cod" | "bacs") {
  const { session } = await shop.services.sessions.create();
  await shop.services.cart.addItems(session.id, { productId: shop.ids.get("red-lamp")!, quantity: 2 });
  const { order } = await shop.services.checkout.placeOrder(
    { id: session.id, customerId: null },
    { email: "ada@example.com", billing, shipToDifferentAddress: false, shippingMethod: "flat", paymentMethod },
    `docs-${Math.random()}`,
  );
  return order;
}

/** The orders here are guests' orders: their links are what whoever holds the order's key is offered. */
const asKeyHolder = (order: { id: number; key: string }) => orderDocuments(shop.services, order.id, null, order.key);

describe(`order documents of a page on ${testDatabaseKind}`, () => {
  it("S-1-1 S-1-2 S-1-8 S-2-8: a paid order with two refunds offers the customer kinds and a confirming credit note per refund", async () => {
    const order = await placeOrder("cod");
    const first = await shop.services.orders.refund(actor, order.id, { whole: false, lines: [], extra: 100, restock: false, reason: "Late" });
    const second = await shop.services.orders.refund(actor, order.id, { whole: false, lines: [], extra: 50, restock: false, reason: "Scratched" });
    const { links, settings } = await asKeyHolder(order);
    const key = `key=${order.key}`;
    expect(links.map((link) => [link.kind, link.href, link.invoiceNumberCode])).toEqual([
      ["invoice", `/account/orders/${order.id}/documents/invoice?${key}`, 0],
      ["packing-list", `/account/orders/${order.id}/documents/packing-list?${key}`, 0],
      ["delivery-note", `/account/orders/${order.id}/documents/delivery-note?${key}`, 0],
      ["credit-note", `/account/orders/${order.id}/documents/credit-note?refund=${first.refundId}&${key}`, 2],
      ["credit-note", `/account/orders/${order.id}/documents/credit-note?refund=${second.refundId}&${key}`, 2],
    ]);
    expect(settings).toMatchObject({ show_document_preview: "No", document_access_type: "order_link", is_user_logged_in: "" });
  });

  it("S-1-7 S-3-3: an unpaid guest order offers the proforma with its key, to a visitor who is not logged in", async () => {
    const order = await placeOrder("bacs");
    const { links, settings } = await asKeyHolder(order);
    expect(links.find((link) => link.kind === "proforma-invoice")).toMatchObject({
      href: `/account/orders/${order.id}/documents/proforma-invoice?key=${order.key}`,
    });
    expect(links.some((link) => link.kind === "invoice")).toBe(false);
    expect(settings.is_user_logged_in).toBe("");
  });

  it("S-1-5 S-1-6 S-3-1 S-4-15 S-4-20: the settings decide kinds, preview and titles; a shop without an address stops the invoice (code 3)", async () => {
    const order = await placeOrder("cod");
    await shop.services.settingsAdmin.save(actor, "documents", {
      ...DEFAULT_DOCUMENT_SETTINGS,
      showDocumentPreview: true,
      customerKinds: ["invoice", "dispatch-label", "shipping-label"],
      titles: { invoice: "Tax invoice" },
    });
    try {
      const titled = await asKeyHolder(order);
      expect(titled.links.map((link) => [link.kind, link.invoiceNumberCode])).toEqual([
        ["invoice", 11],
        ["dispatch-label", 0],
        ["shipping-label", 0],
      ]);
      expect(titled.settings.show_document_preview).toBe("Yes");
      await shop.services.settingsAdmin.save(actor, "store", { ...DEFAULT_STORE_SETTINGS, addressLine1: "" });
      const stopped = await asKeyHolder(order);
      expect(stopped.links[0]).toMatchObject({ kind: "invoice", invoiceNumberCode: 3 });
    } finally {
      await shop.services.settingsAdmin.save(actor, "documents", DEFAULT_DOCUMENT_SETTINGS);
      await shop.services.settingsAdmin.save(actor, "store", DEFAULT_STORE_SETTINGS);
    }
  });
});
