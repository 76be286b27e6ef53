import { describe, expect, it } from "vitest";
import type { DocumentModel } from "../model.ts";
import { NotAnEInvoiceError, paymentMeansOf, toEInvoice } from "./e-invoice.ts";
import { bankTransferInvoice, creditNote, E_INVOICE_FIXTURES, freeOrder, twoRatesInvoice } from "./fixtures.ts";

describe("e-invoice totals (BR-CO-10..BR-CO-16)", () => {
  it.each(Object.entries(E_INVOICE_FIXTURES))("%s adds up to the cent", (_name, model) => {
    const { lines, allowanceCharges, vatRows, totals } = toEInvoice(model);
    const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
    expect(totals.lineNet).toBe(sum(lines.map((l) => l.net)));
    expect(totals.taxExclusive).toBe(totals.lineNet - totals.allowances + totals.charges);
    expect(sum(vatRows.map((r) => r.taxable))).toBe(totals.taxExclusive);
    expect(totals.tax).toBe(sum(vatRows.map((r) => r.tax)));
    expect(totals.taxInclusive).toBe(totals.taxExclusive + totals.tax);
    expect(totals.payable).toBe(totals.taxInclusive - totals.prepaid + totals.rounding);
    expect(allowanceCharges.every((a) => a.amount > 0)).toBe(true);
    // What the customer pays, or is refunded, is the document's own total.
    expect(totals.taxInclusive + totals.rounding).toBe(Math.abs(model.totals.gross));
  });
});

describe("an invoice with two tax rates", () => {
  const invoice = toEInvoice(twoRatesInvoice);

  it("states one VAT row per rate, with the model's taxable amounts and VAT", () => {
    expect(invoice.vatRows).toEqual([
      { vat: { category: "S", rate: 2300 }, taxable: 7004, tax: 1611, exemption: null },
      { vat: { category: "S", rate: 1350 }, taxable: 2854, tax: 385, exemption: null },
    ]);
  });

  it("writes the line discount as a line allowance and the price before it", () => {
    expect(invoice.lines[1]).toMatchObject({ quantity: 3, allowance: 317, net: 2854, unitPrice: 1057 });
  });

  it("charges shipping at its own rate", () => {
    expect(invoice.allowanceCharges).toEqual([
      { isCharge: true, amount: 500, reasonCode: "FC", reason: "Shipping: Flat rate", vat: { category: "S", rate: 2300 } },
    ]);
  });

  it("counts a paid order as prepaid, leaving nothing due and no due date", () => {
    expect(invoice.totals).toMatchObject({ taxInclusive: 11854, prepaid: 11854, payable: 0 });
    expect(invoice.dueDate).toBeNull();
    expect(invoice.paymentTerms).toBe("Paid by Cash on delivery.");
    expect(invoice.paymentMeans?.code).toBe("10");
  });

  it("names the buyer's company, its VAT identifier and the person as contact", () => {
    expect(invoice.buyer).toMatchObject({ name: "Brennan Design Studio Ltd", vatNumber: "IE3668997OH", contactName: "Aoife Brennan" });
    expect(invoice.seller.contactName).toBe("");
    expect(invoice.notes).toEqual(["Customer note: Please leave the parcel at reception."]);
  });
});

describe("a credit note", () => {
  const note = toEInvoice(creditNote);

  it("is type 381 with positive amounts and points at the invoice it corrects", () => {
    expect(note.typeCode).toBe("381");
    expect(note.lines[0]).toMatchObject({ quantity: 1, net: 3252, unitPrice: 3252 });
    expect(note.totals).toMatchObject({ taxExclusive: 3252, tax: 748, payable: 4000, prepaid: 0 });
    expect(note.precedingInvoice).toEqual({ number: "INV-2026-00042", date: "2026-11-20" });
    expect(note.paymentMeans).toBeNull();
    expect(note.paymentTerms).toBe("Refunded by Cash on delivery for order 1042.");
  });

  it("credits an amount without item lines as one line per tax rate", () => {
    const amountOnly: DocumentModel = { ...creditNote, lines: [], totals: { ...creditNote.totals, shippingNet: -406 } };
    const result = toEInvoice(amountOnly);
    expect(result.lines).toEqual([
      {
        id: "1",
        name: "Refund: Returned: wrong size",
        description: "",
        sellerItemId: null,
        quantity: 1,
        unitPrice: 3252,
        allowance: 0,
        net: 3252,
        vat: { category: "S", rate: 2300 },
      },
    ]);
    expect(result.allowanceCharges).toEqual([]);
  });
});

describe("a free order", () => {
  const invoice = toEInvoice(freeOrder);

  it("shows the 100 % discount as a line allowance and nothing to pay", () => {
    expect(invoice.lines[0]).toMatchObject({ unitPrice: 407, allowance: 407, net: 0 });
    expect(invoice.totals).toMatchObject({ taxInclusive: 0, payable: 0 });
    expect(invoice.paymentMeans).toBeNull();
    expect(invoice.paymentTerms).toBe("Nothing to pay.");
  });
});

describe("a bank-transfer invoice", () => {
  const invoice = toEInvoice(bankTransferInvoice);

  it("carries the shop's payment terms after the due date (BT-20)", () => {
    const withTerms = toEInvoice({ ...bankTransferInvoice, paymentTerms: "Net 14 days." });
    expect(withTerms.paymentTerms).toBe(`${invoice.paymentTerms} Net 14 days.`);
    expect(withTerms.paymentTerms.startsWith("Payment due")).toBe(true);
  });

  it("turns a cart discount the lines do not show into a document-level allowance at its rate", () => {
    expect(invoice.allowanceCharges).toContainEqual({ isCharge: false, amount: 500, reasonCode: "95", reason: "Discount", vat: { category: "S", rate: 2300 } });
  });

  it("states a zero-rated line as category Z", () => {
    expect(invoice.vatRows).toContainEqual({ vat: { category: "Z", rate: 0 }, taxable: 2500, tax: 0, exemption: null });
  });

  it("asks for a SEPA credit transfer to the shop's IBAN by the due date", () => {
    expect(invoice.paymentMeans).toEqual({
      code: "58",
      text: "Direct bank transfer",
      reference: "1044",
      iban: "IE29AIBK93115212345678",
      accountName: "Vitrine Demo Ltd",
      bic: "AIBKIE2D",
    });
    expect(invoice.dueDate).toBe("2026-12-04");
    expect(invoice.totals.payable).toBe(5384);
    expect(invoice.delivery).toMatchObject({ name: "Niamh Walsh", address: { city: "Dublin", postcode: "D04 V1W8" } });
  });
});

describe("rounding in one place", () => {
  it("carries a cent the model's gross differs from net + VAT as the rounding amount", () => {
    const model: DocumentModel = { ...bankTransferInvoice, totals: { ...bankTransferInvoice.totals, gross: 5385 } };
    const { totals } = toEInvoice(model);
    expect(totals).toMatchObject({ taxInclusive: 5384, rounding: 1, payable: 5385 });
  });
});

describe("payment means (BT-81)", () => {
  const bank = { accountName: "Vitrine Demo Ltd", bankName: "Demo Bank", iban: "", bic: "", reference: "7" };

  it("writes a bank transfer without an IBAN as 'not defined', since a credit transfer must name its account", () => {
    expect(paymentMeansOf({ methodId: "bacs", title: "Bank transfer", bank, paid: false })?.code).toBe("1");
  });

  it("maps cheque to 20 and an unknown method to 1", () => {
    expect(paymentMeansOf({ methodId: "cheque", title: "Cheque", bank: null, paid: false })?.code).toBe("20");
    expect(paymentMeansOf({ methodId: "voucher", title: "Voucher", bank: null, paid: true })?.code).toBe("1");
    expect(paymentMeansOf(null)).toBeNull();
  });
});

describe("what is not an e-invoice", () => {
  it("refuses other kinds and documents without a number", () => {
    expect(() => toEInvoice({ ...twoRatesInvoice, kind: "packing-list" })).toThrow(NotAnEInvoiceError);
    expect(() => toEInvoice({ ...twoRatesInvoice, number: null })).toThrow(/no number/);
  });

  it("refuses a seller that charges VAT without a VAT number (BR-S-02, BR-CO-26)", () => {
    expect(() => toEInvoice({ ...twoRatesInvoice, seller: { ...twoRatesInvoice.seller, vatNumber: "" } })).toThrow(NotAnEInvoiceError);
  });
});

describe("a seller outside the VAT system", () => {
  it("states every line as not subject to VAT, with the reason and no rate", () => {
    const model: DocumentModel = {
      ...freeOrder,
      seller: { ...freeOrder.seller, vatNumber: "" },
      lines: freeOrder.lines.map((l) => ({ ...l, taxRate: 0 })),
      totals: { ...freeOrder.totals, shippingTaxRate: 0 },
      taxRows: [{ rate: 0, taxable: 0, tax: 0 }],
    };
    const invoice = toEInvoice(model);
    expect(invoice.lines[0]?.vat).toEqual({ category: "O", rate: null });
    expect(invoice.vatRows[0]?.exemption).toEqual({ code: "VATEX-EU-O", text: "Not subject to VAT" });
  });
});
