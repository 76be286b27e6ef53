import { describe, expect, it } from "vitest";
import { DOCUMENT_KIND_LABELS, DOCUMENT_KINDS, type DocumentKind } from "./kinds.ts";
import {
  type DocumentLink,
  documentLinksFor,
  eInvoiceLinksOf,
  INVOICE_NUMBER_CODE,
  pdfHrefOf,
  invoiceNumberCodeFor,
  type LinkContext,
  type NumberingFacts,
  numberedDocumentKey,
  type OrderDocumentFacts,
} from "./links.ts";

const order = (fields: Partial<OrderDocumentFacts> = {}): OrderDocumentFacts => ({
  orderId: 42,
  status: "completed",
  total: 5000,
  refundIds: [],
  guestKey: null,
  ...fields,
});
const context = (fields: Partial<LinkContext> = {}): LinkContext => ({
  kinds: DOCUMENT_KINDS,
  labels: DOCUMENT_KIND_LABELS,
  titles: {},
  numbered: new Set(),
  hasFromAddress: true,
  confirmNumbering: true,
  ...fields,
});
const facts = (fields: Partial<NumberingFacts> = {}): NumberingFacts => ({
  kind: "invoice",
  alreadyNumbered: false,
  freeOrder: false,
  hasFromAddress: true,
  customTitle: false,
  confirmNumbering: true,
  ...fields,
});

describe("invoiceNumberCodeFor (§4 invoice-number confirmation)", () => {
  it("S-4-12: a free order's invoice confirms (1), a credit note confirms (2), a titled invoice confirms (11)", () => {
    expect(invoiceNumberCodeFor(facts({ freeOrder: true }))).toBe(INVOICE_NUMBER_CODE.freeOrder);
    expect(invoiceNumberCodeFor(facts({ kind: "credit-note" }))).toBe(INVOICE_NUMBER_CODE.creditNote);
    expect(invoiceNumberCodeFor(facts({ customTitle: true }))).toBe(INVOICE_NUMBER_CODE.titled);
    expect([INVOICE_NUMBER_CODE.freeOrder, INVOICE_NUMBER_CODE.creditNote, INVOICE_NUMBER_CODE.noFromAddress, INVOICE_NUMBER_CODE.titled]).toEqual([
      1, 2, 3, 11,
    ]);
  });

  it("S-4-20: without a from-address a document to be numbered stops (3), even when confirming is off", () => {
    expect(invoiceNumberCodeFor(facts({ hasFromAddress: false }))).toBe(3);
    expect(invoiceNumberCodeFor(facts({ hasFromAddress: false, confirmNumbering: false, kind: "credit-note" }))).toBe(3);
  });

  it("S-4-22: nothing to confirm for an ordinary paid invoice, a numbered document, unnumbered kinds, or with confirming off", () => {
    expect(invoiceNumberCodeFor(facts())).toBe(0);
    expect(invoiceNumberCodeFor(facts({ alreadyNumbered: true, freeOrder: true, hasFromAddress: false }))).toBe(0);
    for (const kind of ["packing-list", "delivery-note", "dispatch-label", "shipping-label", "proforma-invoice"] as const)
      expect(invoiceNumberCodeFor(facts({ kind, freeOrder: true, hasFromAddress: false, customTitle: true }))).toBe(0);
    expect(invoiceNumberCodeFor(facts({ confirmNumbering: false, freeOrder: true }))).toBe(0);
  });

  it("a free order outranks a custom title", () => {
    expect(invoiceNumberCodeFor(facts({ freeOrder: true, customTitle: true }))).toBe(1);
  });
});

describe("documentLinksFor", () => {
  it("S-1-2 S-1-3 S-1-4 S-1-5 S-1-6 S-2-8: a paid order offers every enabled kind but the proforma, in order, each with a link", () => {
    const links = documentLinksFor(order(), context());
    expect(links.map((link) => link.kind)).toEqual(["invoice", "packing-list", "delivery-note", "dispatch-label", "shipping-label"]);
    expect(links[0]).toMatchObject({
      label: "Invoice",
      href: "/account/orders/42/documents/invoice",
      pdfHref: "/account/orders/42/documents/invoice.pdf",
      invoiceNumberCode: 0,
      issue: true,
      reload: true,
    });
    expect(links[1]).toMatchObject({ href: "/account/orders/42/documents/packing-list", issue: false, reload: false });
  });

  it("S-1-7: an unpaid order (pending, on hold) offers the proforma invoice instead of the invoice", () => {
    for (const status of ["pending", "on-hold"]) {
      const kinds = documentLinksFor(order({ status }), context()).map((link) => link.kind);
      expect(kinds).toContain("proforma-invoice");
      expect(kinds).not.toContain("invoice");
    }
  });

  it("S-1-8: one credit note per refund, oldest first, each numbered by its refund and confirming", () => {
    const links = documentLinksFor(order({ refundIds: [7, 9] }), context()).filter((link) => link.kind === "credit-note");
    expect(links.map((link) => [link.label, link.href, link.invoiceNumberCode])).toEqual([
      ["Credit note (refund 7)", "/account/orders/42/documents/credit-note?refund=7", 2],
      ["Credit note (refund 9)", "/account/orders/42/documents/credit-note?refund=9", 2],
    ]);
  });

  it("offers no documents for drafts, failed or cancelled orders", () => {
    for (const status of ["draft", "failed", "cancelled"]) expect(documentLinksFor(order({ status, refundIds: [1] }), context())).toEqual([]);
  });

  it("offers only the viewer's kinds", () => {
    expect(documentLinksFor(order({ refundIds: [3] }), context({ kinds: ["packing-list", "credit-note"] })).map((link) => link.kind)).toEqual([
      "packing-list",
      "credit-note",
    ]);
  });

  it("a guest's links carry the order key after the refund", () => {
    const links = documentLinksFor(order({ guestKey: "k&y", refundIds: [5] }), context({ kinds: ["invoice", "credit-note"] }));
    expect(links.map((link) => link.href)).toEqual([
      "/account/orders/42/documents/invoice?key=k%26y",
      "/account/orders/42/documents/credit-note?refund=5&key=k%26y",
    ]);
    expect(links[1]!.pdfHref).toBe("/account/orders/42/documents/credit-note.pdf?refund=5&key=k%26y");
  });

  it("S-4-10: a numbered document neither confirms nor reloads again; its siblings still do", () => {
    const numbered = new Set([numberedDocumentKey("invoice", null), numberedDocumentKey("credit-note", 7)]);
    const links = documentLinksFor(order({ refundIds: [7, 8], total: 0 }), context({ numbered, kinds: ["invoice", "credit-note"] }));
    expect(links.map((link) => [link.kind, link.invoiceNumberCode, link.issue, link.reload])).toEqual([
      ["invoice", 0, false, false],
      ["credit-note", 0, false, false],
      ["credit-note", 2, true, true],
    ]);
  });

  it("S-4-13 S-4-15: a free order's invoice asks with code 1, a titled invoice with code 11", () => {
    expect(documentLinksFor(order({ total: 0 }), context({ kinds: ["invoice"] }))[0]!.invoiceNumberCode).toBe(1);
    expect(documentLinksFor(order(), context({ kinds: ["invoice"], titles: { invoice: "Tax invoice" } }))[0]!.invoiceNumberCode).toBe(11);
    expect(documentLinksFor(order(), context({ kinds: ["invoice"], titles: { invoice: "" } }))[0]!.invoiceNumberCode).toBe(0);
  });

  it("numberedDocumentKey names the invoice by its kind and a credit note by its refund", () => {
    expect(numberedDocumentKey("invoice", null)).toBe("invoice");
    expect(numberedDocumentKey("credit-note", 12)).toBe("credit-note:12");
  });
});

describe("eInvoiceLinksOf", () => {
  const link = (kind: DocumentKind, issue: boolean, href: string): DocumentLink => ({
    kind,
    label: kind,
    href,
    pdfHref: href,
    invoiceNumberCode: INVOICE_NUMBER_CODE.none,
    issue,
    reload: issue,
    refundId: null,
  });

  it("offers UBL and Factur-X for a numbered invoice, keeping the link's query", () => {
    expect(eInvoiceLinksOf(link("invoice", false, "/account/orders/7/documents/invoice?key=k1"))).toEqual([
      { label: "UBL", href: "/account/orders/7/documents/invoice.ubl.xml?key=k1" },
      { label: "Factur-X", href: "/account/orders/7/documents/invoice.factur-x.pdf?key=k1" },
    ]);
    expect(eInvoiceLinksOf(link("credit-note", false, "/account/orders/7/documents/credit-note?refund=3"))[0]!.href).toBe(
      "/account/orders/7/documents/credit-note.ubl.xml?refund=3",
    );
  });

  it("offers nothing before the number is given, nor for kinds that are not invoices", () => {
    expect(eInvoiceLinksOf(link("invoice", true, "/account/orders/7/documents/invoice"))).toEqual([]);
    expect(eInvoiceLinksOf(link("packing-list", false, "/account/orders/7/documents/packing-list"))).toEqual([]);
    expect(eInvoiceLinksOf(link("proforma-invoice", false, "/account/orders/7/documents/proforma-invoice"))).toEqual([]);
  });
});

describe("pdfHrefOf", () => {
  it("offers the PDF of a document that has its number or needs none, and none of an invoice still to issue", () => {
    expect(pdfHrefOf({ issue: false, pdfHref: "/account/orders/7/documents/invoice.pdf" })).toBe("/account/orders/7/documents/invoice.pdf");
    expect(pdfHrefOf({ issue: false, pdfHref: "/account/orders/7/documents/packing-list.pdf" })).toBe("/account/orders/7/documents/packing-list.pdf");
    expect(pdfHrefOf({ issue: true, pdfHref: "/account/orders/7/documents/invoice.pdf" })).toBeNull();
  });
});
