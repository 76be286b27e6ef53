/**
 * The documents service on a real database (PGlite, or PostgreSQL with TEST_DATABASE_URL): numbering,
 * immutability, credit notes per refund, who may open what, and the print links.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { STORE_SETTINGS_KEY, DEFAULT_STORE_SETTINGS } from "../../../domain/settings/store-settings.ts";
import { DOCUMENT_SETTINGS_KEY } from "../../../domain/documents/document-settings.ts";
import { customerRoles, documentCounters, documents, orderLines, orders, settings } from "../../db/schema/index.ts";
import { withShopServices } from "../../testing/shop-services.ts";
import { testDatabaseKind } from "../../testing/test-database.ts";
import type { DocumentActor, DocumentService } from "./index.ts";

const billing = {
  firstName: "Ada",
  lastName: "Byrne",
  country: "IE",
  address1: "1 Quay Street",
  city: "Galway",
  postcode: "H91 X2Y3",
  phone: "+353 91 555 010",
};
const shop = withShopServices();
const year = new Date().getUTCFullYear();

let accounts = 0;
async function account(roles: string[] = []): Promise<NonNullable<DocumentActor> & { email: string }> {
  const { customer } = await shop.services.accounts.register(null, { email: `doc-${++accounts}-${Date.now()}@example.com`, password: "documents-password" });
  for (const role of roles) await shop.database.db.insert(customerRoles).values({ customerId: customer.id, role: role as "admin" });
  return { id: customer.id, email: customer.email, roles };
}

/** An order placed through checkout for this customer (null: a guest), then set to the status given. */
async function order(customerId: number | null, status: "processing" | "on-hold" | "completed" = "processing") {
  const { session } = await shop.services.sessions.create();
  await shop.services.cart.addItems(session.id, { productId: shop.ids.get("red-lamp")!, quantity: 2 });
  const placed = await shop.services.checkout.placeOrder(
    { id: session.id, customerId },
    { email: "ada@example.com", billing, shipToDifferentAddress: false, shippingMethod: "flat", paymentMethod: "bacs" },
    `doc-key-${session.id}`,
  );
  await shop.database.db.update(orders).set({ status }).where(eq(orders.id, placed.order.id));
  const [row] = await shop.database.db.select({ id: orders.id, key: orders.key }).from(orders).where(eq(orders.id, placed.order.id));
  return row!;
}

/** Documents read settings straight from their table, in the issuing transaction: no cache to empty. */
async function putSetting(key: string, value: unknown) {
  await shop.database.db.insert(settings).values({ key, value }).onConflictDoUpdate({ target: settings.key, set: { value } });
}

async function refusal(promise: Promise<unknown>): Promise<{ kind: string; code: string; message: string } | null> {
  return promise.then(
    () => null,
    (e: { kind: string; code: string; message: string }) => e,
  );
}

const sequenceOf = (number: string) => Number(number.slice(number.lastIndexOf("-") + 1));

/** A document that opens ready to show; the test fails on an invoice or credit note still to issue. */
async function opened(...args: Parameters<DocumentService["documentFor"]>) {
  const result = await shop.services.documents.documentFor(...args);
  if (result.state !== "ready") throw new Error(`expected a document ready to show, not ${JSON.stringify(result)}`);
  return result;
}

/** The confirmed issue of an invoice or credit note (what the document route's POST asks). */
const issued = (actor: DocumentActor, orderId: number, kind: "invoice" | "credit-note", options: { refundId?: number } = {}) =>
  opened(actor, orderId, kind, { ...options, issue: true });

/** The numbered documents stored for an order. */
const storedOf = (orderId: number) => shop.database.db.select().from(documents).where(eq(documents.orderId, orderId));

describe(`documents service on ${testDatabaseKind}`, () => {
  describe("numbering", () => {
    it("S-1-2 opening an invoice without its number writes nothing; issuing it gives the series' next number, once", async () => {
      const owner = await account();
      const first = await order(owner.id);
      const second = await order(owner.id);
      const counters = await shop.database.db.select().from(documentCounters);
      for (let i = 0; i < 2; i++) {
        expect(await shop.services.documents.documentFor(owner, first.id, "invoice")).toEqual({
          state: "unissued",
          document: { kind: "invoice", refundId: null, orderNumber: expect.any(String), invoiceNumberCode: 0 },
        });
      }
      expect(await storedOf(first.id)).toEqual([]);
      expect(await shop.database.db.select().from(documentCounters)).toEqual(counters);

      const a = await issued(owner, first.id, "invoice");
      const b = await issued(owner, second.id, "invoice");
      expect(a.issued).toBe(true);
      expect(a.model.number).toMatch(new RegExp(`^INV-${year}-\\d{5}$`));
      expect(sequenceOf(b.model.number!)).toBe(sequenceOf(a.model.number!) + 1);
      expect(await shop.services.documents.documentFor(owner, first.id, "invoice")).toEqual({ state: "ready", model: a.model, issued: false });
      // Issuing again answers the invoice issued: no second number.
      expect(await shop.services.documents.documentFor(owner, first.id, "invoice", { issue: true })).toEqual({ state: "ready", model: a.model, issued: false });
      expect(await storedOf(first.id)).toHaveLength(1);
    });

    it("keeps an issued invoice as it was printed after the order and the shop change", async () => {
      const owner = await account();
      const placed = await order(owner.id);
      const printed = await issued(owner, placed.id, "invoice");
      await shop.database.db
        .update(orders)
        .set({ billingAddress: { ...billing, lastName: "Changed" } })
        .where(eq(orders.id, placed.id));
      await shop.database.db.update(orderLines).set({ name: "Renamed lamp" }).where(eq(orderLines.orderId, placed.id));
      await putSetting(STORE_SETTINGS_KEY, { ...DEFAULT_STORE_SETTINGS, name: "Renamed shop" });
      const reprinted = await opened(owner, placed.id, "invoice");
      expect(reprinted.model).toEqual(printed.model);
      expect(reprinted.model.billing.name).toBe("Ada Byrne");
      expect(reprinted.model.lines[0]!.name).not.toBe("Renamed lamp");
      // The packing list is built fresh each time: it shows the order as it is now.
      const packing = await opened(owner, placed.id, "packing-list");
      expect(packing.model.lines[0]!.name).toBe("Renamed lamp");
      expect(packing.model.number).toBeNull();
    });

    it("S-1-8 gives each refund its own credit note, correcting the invoice (issued first when there was none)", async () => {
      const owner = await account();
      const admin = await account(["admin"]);
      const placed = await order(owner.id);
      const [line] = await shop.database.db.select().from(orderLines).where(eq(orderLines.orderId, placed.id));
      const one = await shop.services.orders.refund(admin, placed.id, {
        whole: false,
        lines: [{ lineId: line!.id, quantity: 1 }],
        extra: 0,
        restock: false,
        reason: "Chipped",
      });
      const two = await shop.services.orders.refund(admin, placed.id, { whole: true, lines: [], extra: 0, restock: false, reason: "Returned" });
      expect(await shop.services.documents.documentFor(owner, placed.id, "credit-note", { refundId: one.refundId })).toMatchObject({
        state: "unissued",
        document: { kind: "credit-note", refundId: one.refundId, invoiceNumberCode: 2 },
      });
      expect(await storedOf(placed.id)).toEqual([]);
      const first = await issued(owner, placed.id, "credit-note", { refundId: one.refundId });
      const invoice = await opened(owner, placed.id, "invoice");
      expect(invoice.issued).toBe(false);
      expect(first.model.corrects).toEqual({ invoiceNumber: invoice.model.number, invoiceDate: invoice.model.issueDate, reason: "Chipped" });
      expect(first.model.number).toMatch(new RegExp(`^CN-${year}-\\d{5}$`));
      expect(first.model.totals.gross).toBe(-one.amount);
      const second = await issued(owner, placed.id, "credit-note", { refundId: two.refundId });
      expect(sequenceOf(second.model.number!)).toBe(sequenceOf(first.model.number!) + 1);
      expect(second.model.totals.gross).toBe(-two.amount);
      expect(await refusal(shop.services.documents.documentFor(owner, placed.id, "credit-note"))).toMatchObject({ kind: "not_found" });
      expect(await refusal(shop.services.documents.documentFor(owner, placed.id, "credit-note", { refundId: 999_999 }))).toMatchObject({ kind: "not_found" });
      expect(await refusal(issued(owner, placed.id, "credit-note", { refundId: 999_999 }))).toMatchObject({ kind: "not_found" });
    });

    it("refuses to number anything while the shop has no address, in plain words, and loses no number", async () => {
      const owner = await account();
      const before = await order(owner.id);
      const blocked = await order(owner.id);
      const numbered = await issued(owner, before.id, "invoice");
      await putSetting(STORE_SETTINGS_KEY, { ...DEFAULT_STORE_SETTINGS, addressLine1: "" });
      // Opening it says so (no confirmation bound to fail is offered), and so does a confirmed issue.
      for (const attempt of [shop.services.documents.documentFor(owner, blocked.id, "invoice"), issued(owner, blocked.id, "invoice")]) {
        expect(await refusal(attempt)).toMatchObject({
          kind: "conflict",
          code: "no_from_address",
          message: expect.stringContaining("No invoice can be issued: the shop has no address"),
        });
      }
      const links = await shop.services.documents.linksFor(owner, blocked.id);
      expect(links.find((link) => link.kind === "invoice")?.invoiceNumberCode).toBe(3);
      await putSetting(STORE_SETTINGS_KEY, DEFAULT_STORE_SETTINGS);
      const after = await issued(owner, blocked.id, "invoice");
      expect(sequenceOf(after.model.number!)).toBe(sequenceOf(numbered.model.number!) + 1);
    });

    it("numbers 20 invoices in a row with no gap and no duplicate (sequential: the proof on one connection)", async () => {
      const ids = [];
      for (let i = 0; i < 20; i++) ids.push((await order(null)).id);
      const numbers = [];
      for (const id of ids) numbers.push((await shop.services.documents.issue("invoice", id)).number);
      const sequences = numbers.map(sequenceOf);
      expect(new Set(numbers).size).toBe(20);
      expect(sequences).toEqual(sequences.map((_, i) => sequences[0]! + i));
    });

    it("starts a yearly series again at 1 in a new year, and keeps one counter for a series that never resets", async () => {
      const placed = await order(null);
      const next = await order(null);
      const nextYear = new Date(Date.UTC(year + 1, 0, 2));
      const issued = await shop.services.documents.issue("invoice", placed.id, { now: nextYear });
      expect(issued.number).toBe(`INV-${year + 1}-00001`);
      await putSetting(DOCUMENT_SETTINGS_KEY, { series: { invoice: { prefix: "F", suffix: "", padding: 0, yearlyReset: false } } });
      const unyearly = await shop.services.documents.issue("invoice", next.id);
      expect(unyearly.number).toBe("F1");
      const counters = await shop.database.db.select().from(documentCounters).where(eq(documentCounters.seriesKey, "invoice"));
      expect(counters).toEqual([{ seriesKey: "invoice", next: 2 }]);
      await shop.database.db.delete(settings).where(eq(settings.key, DOCUMENT_SETTINGS_KEY));
    });
  });

  describe("who may open a document", () => {
    it("S-1-3 S-1-4 the owner opens every kind offered; another customer is told it does not exist; staff open any", async () => {
      const owner = await account();
      const other = await account();
      const manager = await account(["shop_manager"]);
      const placed = await order(owner.id);
      for (const kind of ["packing-list", "delivery-note"] as const) {
        expect((await opened(owner, placed.id, kind)).model).toMatchObject({ kind, showPrices: false, orderId: placed.id });
        expect(await refusal(shop.services.documents.documentFor(other, placed.id, kind))).toMatchObject({ kind: "not_found" });
        expect((await opened(manager, placed.id, kind)).model.kind).toBe(kind);
      }
      // Labels are the warehouse's: staff print them; customers are offered them only when the settings say so.
      for (const kind of ["dispatch-label", "shipping-label"] as const) {
        expect(await refusal(shop.services.documents.documentFor(owner, placed.id, kind))).toMatchObject({ kind: "not_found" });
        expect((await opened(manager, placed.id, kind)).model.kind).toBe(kind);
      }
      expect(await refusal(shop.services.documents.documentFor(other, placed.id, "invoice"))).toMatchObject({ kind: "not_found" });
      expect(await refusal(shop.services.documents.documentFor(other, 999_999, "invoice"))).toMatchObject({ kind: "not_found" });
      // Nothing was numbered by the refusals.
      expect(await storedOf(placed.id)).toEqual([]);
    });

    it("S-1-5 S-1-6 with the labels enabled for customers, the owner opens the dispatch and shipping labels", async () => {
      const owner = await account();
      const placed = await order(owner.id);
      await putSetting(DOCUMENT_SETTINGS_KEY, { customerKinds: ["invoice", "dispatch-label", "shipping-label"] });
      try {
        for (const kind of ["dispatch-label", "shipping-label"] as const) {
          expect((await opened(owner, placed.id, kind)).model).toMatchObject({ kind, showPrices: false, payment: null });
        }
        expect((await shop.services.documents.linksFor(owner, placed.id)).map((link) => link.kind)).toEqual(["invoice", "dispatch-label", "shipping-label"]);
      } finally {
        await shop.database.db.delete(settings).where(eq(settings.key, DOCUMENT_SETTINGS_KEY));
      }
    });

    it("a guest opens their order with its key, not without it, and not at all when access is logged_in", async () => {
      const placed = await order(null);
      expect((await opened(null, placed.id, "packing-list", { key: placed.key })).model.kind).toBe("packing-list");
      expect(await refusal(shop.services.documents.documentFor(null, placed.id, "packing-list", { key: "wrong" }))).toMatchObject({ kind: "not_found" });
      expect(await refusal(shop.services.documents.documentFor(null, placed.id, "packing-list"))).toMatchObject({ kind: "unauthenticated" });
      await putSetting(DOCUMENT_SETTINGS_KEY, { accessType: "logged_in" });
      try {
        expect(await refusal(shop.services.documents.documentFor(null, placed.id, "packing-list", { key: placed.key }))).toMatchObject({
          kind: "unauthenticated",
        });
      } finally {
        await shop.database.db.delete(settings).where(eq(settings.key, DOCUMENT_SETTINGS_KEY));
      }
    });

    it("S-1-7 an unpaid order offers its proforma, not its invoice, to its customer; staff are told why no invoice is issued", async () => {
      const owner = await account();
      const admin = await account(["admin"]);
      const placed = await order(owner.id, "on-hold");
      const proforma = await opened(owner, placed.id, "proforma-invoice");
      expect(proforma.model).toMatchObject({ kind: "proforma-invoice", number: null, notice: expect.stringContaining("Proforma") });
      expect(proforma.model.payment?.bank?.reference).toBe(String(placed.id));
      expect(await refusal(shop.services.documents.documentFor(owner, placed.id, "invoice"))).toMatchObject({ kind: "not_found" });
      expect(await refusal(shop.services.documents.documentFor(admin, placed.id, "invoice"))).toMatchObject({ kind: "conflict", code: "not_invoiceable" });
      expect(await refusal(issued(admin, placed.id, "invoice"))).toMatchObject({ kind: "conflict", code: "not_invoiceable" });
      expect(await storedOf(placed.id)).toEqual([]);
    });

    it("a kind the settings do not offer customers is not found for them", async () => {
      const owner = await account();
      const placed = await order(owner.id);
      await putSetting(DOCUMENT_SETTINGS_KEY, { customerKinds: ["invoice"] });
      try {
        expect(await refusal(shop.services.documents.documentFor(owner, placed.id, "packing-list"))).toMatchObject({ kind: "not_found" });
        expect((await shop.services.documents.linksFor(owner, placed.id)).map((link) => link.kind)).toEqual(["invoice"]);
      } finally {
        await shop.database.db.delete(settings).where(eq(settings.key, DOCUMENT_SETTINGS_KEY));
      }
    });
  });

  describe("print links", () => {
    it("S-1-1 lists the order's documents for its owner, with a guest's key for a guest, and nothing for anyone else", async () => {
      const owner = await account();
      const other = await account();
      const mine = await order(owner.id);
      const links = await shop.services.documents.linksFor(owner, mine.id);
      expect(links.map((link) => link.kind)).toEqual(["invoice", "packing-list", "delivery-note"]);
      expect(links[0]).toMatchObject({
        href: `/account/orders/${mine.id}/documents/invoice`,
        pdfHref: `/account/orders/${mine.id}/documents/invoice.pdf`,
        reload: true,
      });
      expect(await shop.services.documents.linksFor(other, mine.id)).toEqual([]);
      const guests = await order(null);
      const guestLinks = await shop.services.documents.linksFor(null, guests.id, { key: guests.key });
      expect(guestLinks[0]!.href).toBe(`/account/orders/${guests.id}/documents/invoice?key=${guests.key}`);
      expect(await shop.services.documents.linksFor(null, guests.id)).toEqual([]);
      await issued(owner, mine.id, "invoice");
      expect((await shop.services.documents.linksFor(owner, mine.id))[0]).toMatchObject({ kind: "invoice", reload: false, invoiceNumberCode: 0 });
    });

    it("offers staff every kind", async () => {
      const manager = await account(["shop_manager"]);
      const placed = await order(null);
      const kinds = (await shop.services.documents.linksFor(manager, placed.id)).map((link) => link.kind);
      expect(kinds).toEqual(["invoice", "packing-list", "delivery-note", "dispatch-label", "shipping-label"]);
    });
  });

  describe("report and bulk print", () => {
    it("reports each series whole, with the latest documents and their orders", async () => {
      const report = await shop.services.documents.numbersReport();
      const invoices = report.series.find((series) => series.seriesKey === `invoice:${year}`)!;
      expect(invoices).toMatchObject({ kind: "invoice", gapless: true });
      expect(invoices.count).toBe(invoices.highestSequence);
      expect(report.recent.length).toBeGreaterThan(0);
      expect(report.recent[0]).toMatchObject({ orderNumber: expect.any(String), orderId: expect.any(Number) });
    });

    it("builds packing lists for many orders for staff only, and refuses more than the limit", async () => {
      const manager = await account(["shop_manager"]);
      const owner = await account();
      const a = await order(owner.id);
      const b = await order(null);
      const models = await shop.services.documents.bulkModels(manager, [b.id, 999_999, a.id], "packing-list");
      expect(models.map((model) => model.orderId)).toEqual([b.id, a.id]);
      expect(await refusal(shop.services.documents.bulkModels(owner, [a.id], "packing-list"))).toMatchObject({ kind: "forbidden" });
      expect(
        await refusal(
          shop.services.documents.bulkModels(
            manager,
            Array.from({ length: 101 }, (_, i) => i + 1),
            "shipping-label",
          ),
        ),
      ).toMatchObject({
        kind: "invalid",
      });
    });
  });
});
