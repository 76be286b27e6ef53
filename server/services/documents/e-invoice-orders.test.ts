/**
 * The e-invoices of real orders, not of hand-made models: an order placed through checkout, its invoice
 * and a refund's credit note issued by the documents service, each written as UBL and CII and judged by
 * the official EN 16931 rules. This proves the model builder and the e-invoice writers agree.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { toCii, toUbl } from "../../../domain/documents/e-invoice/index.ts";
import type { DocumentModel } from "../../../domain/documents/model.ts";
import { customerRoles, mailOutbox, orders } from "../../db/schema/index.ts";
import { withShopServices } from "../../testing/shop-services.ts";
import { testDatabaseKind } from "../../testing/test-database.ts";
import { checkEn16931, describeAssertions, en16931RulesAvailable, type En16931Syntax } from "./en16931-check.ts";
import type { DocumentService } from "./index.ts";

const shop = withShopServices();
const billing = {
  firstName: "Ada",
  lastName: "Byrne",
  country: "IE",
  address1: "1 Quay Street",
  city: "Galway",
  postcode: "H91 X2Y3",
  phone: "+353 91 555 010",
};

async function staff() {
  const { customer } = await shop.services.accounts.register(null, { email: `einvoice-${Date.now()}@example.com`, password: "documents-password" });
  await shop.database.db.insert(customerRoles).values({ customerId: customer.id, role: "admin" });
  return { id: customer.id, email: customer.email, roles: ["admin"] };
}

/** The confirmed issue of an invoice or credit note (what the document route's POST asks), ready to show. */
async function issued(...[actor, orderId, kind, options]: Parameters<DocumentService["documentFor"]>) {
  const result = await shop.services.documents.documentFor(actor, orderId, kind, { ...options, issue: true });
  if (result.state !== "ready") throw new Error(`expected an issued document, not ${JSON.stringify(result)}`);
  return result;
}

async function paidOrder(paymentMethod: "bacs" | "cod", vatNumber?: string) {
  const { session } = await shop.services.sessions.create();
  await shop.services.cart.addItems(session.id, { productId: shop.ids.get("red-lamp")!, quantity: 2 });
  await shop.services.cart.addItems(session.id, { productId: shop.ids.get("green-shade")!, quantity: 1 });
  const placed = await shop.services.checkout.placeOrder(
    { id: session.id, customerId: null },
    {
      email: "ada@example.com",
      billing: vatNumber ? { ...billing, company: "Byrne Studio Ltd", vatNumber } : billing,
      shipToDifferentAddress: false,
      shippingMethod: "flat",
      paymentMethod,
    },
    `einvoice-${session.id}`,
  );
  await shop.database.db.update(orders).set({ status: "processing" }).where(eq(orders.id, placed.order.id));
  return placed.order.id;
}

const eInvoiceMails = () =>
  shop.database.db
    .select({ to: mailOutbox.to, subject: mailOutbox.subject, attachments: mailOutbox.attachments })
    .from(mailOutbox)
    .where(eq(mailOutbox.kind, "e-invoice"))
    .orderBy(mailOutbox.id);

async function expectValid(model: DocumentModel, syntax: En16931Syntax) {
  const report = await checkEn16931(syntax === "UBL" ? toUbl(model) : toCii(model), syntax);
  expect(report.firedRules, `no ${syntax} rule applied`).toBeGreaterThan(10);
  expect(report.fatal, `fatal EN 16931 assertions:\n${describeAssertions(report.fatal)}`).toEqual([]);
}

describe.skipIf(!en16931RulesAvailable())(`e-invoices of orders placed on ${testDatabaseKind}`, () => {
  it("a bank-transfer invoice to a business with a VAT number, and the credit note of a part refund, pass EN 16931 as UBL and CII", async () => {
    const actor = await staff();
    const orderId = await paidOrder("bacs", "IE6388047V");
    const invoice = await issued(actor, orderId, "invoice");
    expect(invoice.model.billing.vatNumber).toBe("IE6388047V");
    await expectValid(invoice.model, "UBL");
    await expectValid(invoice.model, "CII");

    const refund = await shop.services.orders.refund(actor, orderId, { whole: false, lines: [], extra: 500, restock: false, reason: "Scratched shade" });
    const creditNote = await issued(actor, orderId, "credit-note", { refundId: refund.refundId });
    expect(creditNote.model.corrects?.invoiceNumber).toBe(invoice.model.number);
    await expectValid(creditNote.model, "UBL");
    await expectValid(creditNote.model, "CII");

    // The business customer was sent each, once, as a UBL attachment; printing again sends nothing more.
    await issued(actor, orderId, "invoice");
    const sent = await eInvoiceMails();
    const mine = sent.filter((m) => m.subject.endsWith(`for order ${invoice.model.orderNumber}`));
    expect(mine.map((m) => m.subject)).toEqual([
      `Invoice ${invoice.model.number} for order ${invoice.model.orderNumber}`,
      `Credit note ${creditNote.model.number} for order ${invoice.model.orderNumber}`,
    ]);
    expect(mine[0]!.to).toBe("ada@example.com");
    expect(mine[0]!.attachments[0]).toMatchObject({ contentType: "application/xml" });
    expect(mine[0]!.attachments[0]!.content).toContain(`<cbc:ID>${invoice.model.number}</cbc:ID>`);
  });

  it("a consumer's cash-on-delivery invoice passes EN 16931 as UBL and CII", async () => {
    const actor = await staff();
    const invoice = await issued(actor, await paidOrder("cod"), "invoice");
    await expectValid(invoice.model, "UBL");
    await expectValid(invoice.model, "CII");
    // A consumer gave no VAT number: no e-invoice mail.
    expect((await eInvoiceMails()).some((m) => m.subject.endsWith(`for order ${invoice.model.orderNumber}`))).toBe(false);
  });
});
