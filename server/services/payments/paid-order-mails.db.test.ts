/**
 * What a card payment and a staff status change send and open, through the real services on a fresh
 * database (PGlite, or PostgreSQL with TEST_DATABASE_URL): a card order's confirmation waits until it is
 * paid and then carries its download links (other methods are confirmed when placed, as before); staff
 * moving an order to processing e-mails the downloads that opens; a paid card order opens its downloads
 * and an unpaid one does not.
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/connect.ts";
import { downloadGrants, mailOutbox, orders } from "../../db/schema/index.ts";
import { seedCatalogueFixture } from "../../testing/catalogue-fixture.ts";
import { createTestDatabase, testDatabaseKind } from "../../testing/test-database.ts";
import { createServices, type Services } from "../index.ts";

const PDF = new TextEncoder().encode("%PDF-1.4\nA guide.\n%%EOF\n");
const ORIGIN = "https://shop.test";
const APPROVED = { number: "4242424242424242", expiry: "12/30", cvc: "123" };
const DECLINED = { number: "4000000000000002", expiry: "12/30", cvc: "123" };
let database: Database;
let services: Services;
let dataDir: string;
const products = { kettle: 0, plain: 0 };
let counter = 0;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "vitrine-paid-mails-"));
  database = await createTestDatabase();
  const ids = await seedCatalogueFixture(database.db);
  services = createServices(database.db, { mediaDir: path.join(dataDir, "media"), mailTransport: null, publicOrigin: ORIGIN });
  products.kettle = ids.get("kettle")!;
  products.plain = [...ids.values()].find((id) => id !== products.kettle)!;
  await services.downloads.attachFile(null, products.kettle, {
    name: "Kettle manual",
    variationId: null,
    downloadLimit: null,
    expiryDays: null,
    fileName: "kettle-manual.pdf",
    bytes: PDF,
  });
});

afterAll(async () => {
  await database?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** A guest order of one product, paid the given way; answers its id, number and status. */
async function place(paymentMethod: "card" | "bacs" | "cod", productId = products.kettle) {
  counter += 1;
  const { session } = await services.sessions.create();
  await services.cart.addItems(session.id, { productId, quantity: 1 });
  const billing = { firstName: "Ada", lastName: "Byrne", country: "IE", address1: "1 Main Street", city: "Dublin", postcode: "D02 X285" };
  const placed = await services.checkout.placeOrder(
    { id: session.id, customerId: null },
    { email: `buyer-${counter}@example.com`, billing, shipToDifferentAddress: false, shippingMethod: "flat", paymentMethod },
    `paid-mails-${counter}`,
  );
  return { id: placed.order.id, number: placed.order.number, status: placed.order.status, email: `buyer-${counter}@example.com` };
}

const pay = (orderId: number, card = APPROVED) => services.payments.pay(orderId, { card, idempotencyKey: `pay-${orderId}-${Math.random()}`, returnUrl: "/" });

/** The mails of a kind to an address. */
const mailsTo = (email: string, kind: string) =>
  database.db
    .select({ subject: mailOutbox.subject, text: mailOutbox.text })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, kind)));
const adminNoticesOf = (number: string) =>
  database.db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, "order_new_admin"), like(mailOutbox.subject, `%#${number}%`)));
const grantsOf = (orderId: number) => database.db.select().from(downloadGrants).where(eq(downloadGrants.orderId, orderId));

describe(`the confirmation of a card order on ${testDatabaseKind}`, () => {
  it("is not sent while the order waits for the card, and goes out when it is paid, with its download links", async () => {
    const order = await place("card");
    expect(order.status).toBe("pending");
    expect(await mailsTo(order.email, "order_received")).toEqual([]);
    // The shop still hears of the order when it is placed.
    expect(await adminNoticesOf(order.number)).toHaveLength(1);

    expect((await pay(order.id, DECLINED)).outcome).toBe("declined");
    expect(await mailsTo(order.email, "order_received")).toEqual([]);

    expect((await pay(order.id)).outcome).toBe("paid");
    const [grant] = await grantsOf(order.id);
    const mails = await mailsTo(order.email, "order_received");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain(`#${order.number}`);
    expect(mails[0]!.text).toContain("Payment: Card (test gateway)");
    expect(mails[0]!.text).toContain(`${ORIGIN}/downloads/${grant!.accessKey}?order=`);
    expect(mails[0]!.text).toMatch(/Total/);
  });

  it("a card order without downloads is confirmed when paid, without a Downloads block", async () => {
    const order = await place("card", products.plain);
    await pay(order.id);
    const mails = await mailsTo(order.email, "order_received");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).not.toContain("Downloads");
  });

  it("other methods are confirmed when placed, as before", async () => {
    for (const method of ["bacs", "cod"] as const) {
      const order = await place(method, products.plain);
      expect(await mailsTo(order.email, "order_received")).toHaveLength(1);
    }
  });

  it("a bank-transfer order paid later by card is not confirmed twice", async () => {
    const order = await place("bacs");
    await pay(order.id);
    expect(await mailsTo(order.email, "order_received")).toHaveLength(1);
  });
});

describe(`staff moving an order to processing or completed on ${testDatabaseKind}`, () => {
  it("e-mails the buyer the download links the change opens, once", async () => {
    const order = await place("bacs");
    expect(await grantsOf(order.id)).toEqual([]);
    await services.orders.changeStatus(null, order.id, { status: "processing" });
    const [grant] = await grantsOf(order.id);
    const ready = await mailsTo(order.email, "downloads_ready");
    expect(ready).toHaveLength(1);
    expect(ready[0]!.subject).toBe(`Your Vitrine downloads for order #${order.number} are ready`);
    expect(ready[0]!.text).toContain(`${ORIGIN}/downloads/${grant!.accessKey}?order=`);
    // Completing it later opens nothing new: no second mail.
    await services.orders.changeStatus(null, order.id, { status: "completed" });
    expect(await mailsTo(order.email, "downloads_ready")).toHaveLength(1);
  });

  it("sends nothing when the order has no downloads", async () => {
    const order = await place("bacs", products.plain);
    await services.orders.changeStatus(null, order.id, { status: "completed" });
    expect(await mailsTo(order.email, "downloads_ready")).toEqual([]);
  });

  it("a card order still waiting for the card, marked paid by staff, gets its held confirmation with the links instead", async () => {
    const order = await place("card");
    await services.orders.changeStatus(null, order.id, { status: "processing" });
    const [grant] = await grantsOf(order.id);
    const confirmations = await mailsTo(order.email, "order_received");
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]!.text).toContain(`/downloads/${grant!.accessKey}`);
    expect(await mailsTo(order.email, "downloads_ready")).toEqual([]);
  });
});

describe(`downloads of card orders on ${testDatabaseKind}`, () => {
  it("a paid card order opens its downloads; an unpaid (declined, still pending) one does not", async () => {
    const paid = await place("card");
    const unpaid = await place("card");
    expect(await grantsOf(paid.id)).toEqual([]);
    await pay(paid.id);
    await pay(unpaid.id, DECLINED);
    const [paidOrder] = await database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, paid.id));
    const [unpaidOrder] = await database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, unpaid.id));
    expect([paidOrder!.status, unpaidOrder!.status]).toEqual(["processing", "pending"]);
    const granted = await grantsOf(paid.id);
    expect(granted).toHaveLength(1);
    expect(granted[0]).toMatchObject({ downloadCount: 0 });
    expect(await grantsOf(unpaid.id)).toEqual([]);
    expect((await services.downloads.orderDownloads(paid.id)).map((d) => d.name)).toEqual(["Kettle manual"]);
    expect(await services.downloads.orderDownloads(unpaid.id)).toEqual([]);
  });
});
