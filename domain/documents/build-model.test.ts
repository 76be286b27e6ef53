import { describe, expect, it } from "vitest";
import { DEFAULT_STORE_SETTINGS } from "../settings/store-settings.ts";
import { buildDocumentModel, type DocumentSource, documentTitle, hasFromAddress, partyOf, PROFORMA_NOTICE, type RecordedLine } from "./build-model.ts";
import { DEFAULT_DOCUMENT_SETTINGS } from "./document-settings.ts";
import { DOCUMENT_KINDS } from "./kinds.ts";
import type { DocumentModel } from "./model.ts";

const address = {
  firstName: "Aoife",
  lastName: "Byrne",
  company: "",
  address1: "4 Quay Street",
  address2: "",
  city: "Galway",
  postcode: "H91 X2Y3",
  country: "IE",
  state: "",
  phone: "091 555 010",
};

/** A line at a rate, priced the way checkout records it (tax per line, half up). */
function line(id: number, quantity: number, unitPrice: number, taxRate: number, tax: number, discount = 0): RecordedLine {
  const subtotal = quantity * unitPrice;
  return {
    id,
    name: `Item ${id}`,
    sku: `SKU-${id}`,
    attributes: [{ name: "Size", value: "M" }],
    quantity,
    unitPrice,
    subtotal,
    discount,
    tax,
    total: subtotal - discount,
    taxRate,
  };
}

function source(overrides: Partial<Omit<DocumentSource, "order">> & { order?: Partial<DocumentSource["order"]> } = {}): DocumentSource {
  const { order, ...rest } = overrides;
  return {
    kind: "invoice",
    order: {
      id: 42,
      number: "42",
      createdAt: "2026-03-02T10:00:00.000Z",
      email: "aoife@example.com",
      billingAddress: address,
      shippingAddress: address,
      shippingMethodTitle: "Flat rate",
      currency: "EUR",
      pricesIncludeTax: true,
      shippingTotal: 0,
      shippingTax: 0,
      customerNote: "",
      ...order,
    },
    lines: [],
    store: { ...DEFAULT_STORE_SETTINGS, vatNumber: "IE1234567T" },
    settings: DEFAULT_DOCUMENT_SETTINGS,
    payment: null,
    issueDate: "2026-03-05",
    number: "INV-2026-00001",
    ...rest,
  };
}

const sumOf = (model: DocumentModel, pick: (l: DocumentModel["lines"][number]) => number) => model.lines.reduce((s, l) => s + pick(l), 0);

describe("buildDocumentModel: money", () => {
  // Each case: the order as checkout recorded it, and the totals and tax rows the document must show.
  const cases = [
    {
      name: "prices include tax, two rates, shipping taxed at the lines' rate",
      order: { pricesIncludeTax: true, shippingTotal: 615, shippingTax: 115 },
      lines: [line(1, 2, 1230, 2300, 460), line(2, 1, 1135, 1350, 135)],
      totals: { linesNet: 2000 + 1000, discountNet: 0, shippingNet: 500, shippingTax: 115, shippingTaxRate: 2300, net: 3500, tax: 710, gross: 4210 },
      rows: [
        { rate: 2300, taxable: 2500, tax: 575 },
        { rate: 1350, taxable: 1000, tax: 135 },
      ],
    },
    {
      name: "prices exclude tax, shipping not taxed (a 0 % row of its own)",
      order: { pricesIncludeTax: false, shippingTotal: 500, shippingTax: 0 },
      lines: [line(1, 3, 1000, 2300, 690)],
      totals: { linesNet: 3000, discountNet: 0, shippingNet: 500, shippingTax: 0, shippingTaxRate: 0, net: 3500, tax: 690, gross: 4190 },
      rows: [
        { rate: 2300, taxable: 3000, tax: 690 },
        { rate: 0, taxable: 500, tax: 0 },
      ],
    },
    {
      name: "a free order: nothing to pay, no tax rows",
      order: { pricesIncludeTax: true, shippingTotal: 0, shippingTax: 0 },
      lines: [line(1, 1, 0, 2300, 0)],
      totals: { linesNet: 0, discountNet: 0, shippingNet: 0, shippingTax: 0, shippingTaxRate: 0, net: 0, tax: 0, gross: 0 },
      rows: [],
    },
    {
      name: "a discount with prices including tax: rounding per line, the lines still add up",
      order: { pricesIncludeTax: true, shippingTotal: 0, shippingTax: 0 },
      // 3 × 3.33 = 9.99 less 1.00 = 8.99 gross; tax 8.99 × 23/123 = 1.681… → 1.68.
      lines: [line(1, 3, 333, 2300, 168, 100)],
      totals: { linesNet: 812, discountNet: 81, shippingNet: 0, shippingTax: 0, shippingTaxRate: 0, net: 731, tax: 168, gross: 899 },
      rows: [{ rate: 2300, taxable: 731, tax: 168 }],
    },
  ];

  for (const c of cases) {
    it(c.name, () => {
      const model = buildDocumentModel(source({ order: c.order, lines: c.lines }));
      expect(model.totals).toEqual(c.totals);
      expect(model.taxRows).toEqual(c.rows);
      for (const l of model.lines) expect(l.net + l.tax).toBe(l.gross);
      expect(sumOf(model, (l) => l.gross) + c.totals.shippingNet + c.totals.shippingTax).toBe(model.totals.gross);
    });
  }

  it("keeps the unit price as displayed and its net part, and the options as text", () => {
    const [first] = buildDocumentModel(source({ lines: [line(1, 2, 1230, 2300, 460)] })).lines;
    expect(first).toMatchObject({ unitPriceDisplay: 1230, unitPriceNet: 1000, variation: "Size: M", sku: "SKU-1", quantity: 2 });
    const [exclusive] = buildDocumentModel(source({ order: { pricesIncludeTax: false }, lines: [line(1, 2, 1000, 2300, 460)] })).lines;
    expect(exclusive).toMatchObject({ unitPriceDisplay: 1000, unitPriceNet: 1000, net: 2000, tax: 460, gross: 2460 });
  });
});

describe("buildDocumentModel: kinds", () => {
  const lines = [line(1, 2, 1230, 2300, 460)];

  it("gives every kind a model, prices only where the kind shows them", () => {
    for (const kind of DOCUMENT_KINDS.filter((k) => k !== "credit-note")) {
      const model = buildDocumentModel(source({ kind, lines }));
      expect(model.kind).toBe(kind);
      expect(model.showPrices).toBe(kind === "invoice" || kind === "proforma-invoice");
    }
  });

  it("numbers only the invoice and the credit note", () => {
    expect(buildDocumentModel(source({ kind: "invoice", lines })).number).toBe("INV-2026-00001");
    expect(buildDocumentModel(source({ kind: "packing-list", lines, number: "X" })).number).toBeNull();
    expect(buildDocumentModel(source({ kind: "proforma-invoice", lines, number: "X" })).number).toBeNull();
  });

  it("prints the proforma's notice, with a due date and no number", () => {
    const model = buildDocumentModel(source({ kind: "proforma-invoice", lines, number: null }));
    expect(model.notice).toBe(PROFORMA_NOTICE);
    expect(model.dueDate).toBe("2026-03-19");
    expect(buildDocumentModel(source({ kind: "invoice", lines })).notice).toBeNull();
  });

  it("has no due date once the order is paid", () => {
    const payment = { methodId: "cod", title: "Cash on delivery", bank: null, paid: true };
    expect(buildDocumentModel(source({ kind: "invoice", lines, payment })).dueDate).toBeNull();
  });

  it("leaves the payment off the priceless kinds", () => {
    const payment = { methodId: "cod", title: "Cash on delivery", bank: null, paid: true };
    expect(buildDocumentModel(source({ kind: "shipping-label", lines, payment })).payment).toBeNull();
  });

  it("shows the shop as seller with its VAT number, the customer as billed and shipped to", () => {
    const model = buildDocumentModel(source({ lines }));
    expect(model.seller).toMatchObject({ name: "Vitrine", vatNumber: "IE1234567T", country: "IE", logoPath: null });
    expect(model.seller.addressLines).toEqual(["1 Main Street", "D02 X285 Dublin"]);
    expect(model.billing).toMatchObject({ name: "Aoife Byrne", addressLines: ["4 Quay Street", "H91 X2Y3 Galway"], country: "IE", email: "aoife@example.com" });
    expect(model.orderDate).toBe("2026-03-02");
  });

  it("states the payment terms of the settings on the invoice and proforma only, with the days filled in", () => {
    const settings = { ...DEFAULT_DOCUMENT_SETTINGS, paymentDueDays: 30, paymentTerms: "Net {days} days; {days} days means {days}." };
    expect(buildDocumentModel(source({ kind: "invoice", lines, settings })).paymentTerms).toBe("Net 30 days; 30 days means 30.");
    expect(buildDocumentModel(source({ kind: "proforma-invoice", lines })).paymentTerms).toBe("Payment due within 14 days of the invoice date.");
    expect(buildDocumentModel(source({ kind: "packing-list", lines, settings })).paymentTerms).toBe("");
  });

  it("gives the seller the shop's bank account when the bank transfer settings have one", () => {
    const bankAccount = { accountName: "Vitrine Ltd", bankName: "Demo Bank", iban: "IE29 AIBK 9311 5212 3456 78", bic: "AIBKIE2D" };
    expect(buildDocumentModel(source({ kind: "invoice", lines, bankAccount })).seller.bankAccount).toEqual(bankAccount);
    expect(buildDocumentModel(source({ kind: "invoice", lines })).seller.bankAccount).toBeNull();
  });

  it("heads the document with a custom title when the settings give one", () => {
    expect(documentTitle("invoice", { titles: { invoice: "Tax invoice" } })).toBe("Tax invoice");
    expect(documentTitle("invoice", { titles: { invoice: "  " } })).toBe("Invoice");
  });
});

describe("buildDocumentModel: credit note", () => {
  const lines = [line(1, 2, 1230, 2300, 460), line(2, 1, 1135, 1350, 135)];
  const order = { pricesIncludeTax: true, shippingTotal: 615, shippingTax: 115 };
  const invoice = { number: "INV-2026-00001", issueDate: "2026-03-05" };

  it("shows one refunded line and the shipping refunded, negative, correcting the invoice", () => {
    const refund = { id: 9, amount: 1230 + 615, reason: "Arrived damaged", lines: [{ orderLineId: 1, quantity: 1, amount: 1230 }] };
    const model = buildDocumentModel(source({ kind: "credit-note", order, lines, refund: { refund, invoice }, number: "CN-2026-00001" }));
    expect(model.number).toBe("CN-2026-00001");
    expect(model.corrects).toEqual({ invoiceNumber: "INV-2026-00001", invoiceDate: "2026-03-05", reason: "Arrived damaged" });
    expect(model.lines).toHaveLength(1);
    expect(model.lines[0]).toMatchObject({ orderLineId: 1, quantity: -1, net: -1000, tax: -230, gross: -1230 });
    expect(model.totals).toMatchObject({ shippingNet: -500, shippingTax: -115, gross: -1845, tax: -345 });
    expect(model.taxRows).toEqual([{ rate: 2300, taxable: -1500, tax: -345 }]);
  });

  it("books a goodwill amount without shipping tax when shipping was not taxed", () => {
    const refund = { id: 9, amount: 300, reason: "Late delivery", lines: [] };
    const model = buildDocumentModel(source({ kind: "credit-note", order: { shippingTotal: 500, shippingTax: 0 }, lines, refund: { refund, invoice } }));
    expect(model.lines).toEqual([]);
    expect(model.totals).toMatchObject({ net: -300, tax: 0, gross: -300 });
  });

  it("cannot be built without a refund", () => {
    expect(() => buildDocumentModel(source({ kind: "credit-note", lines }))).toThrow(/refund/);
  });
});

describe("the shop's from-address and parties", () => {
  it("needs a street, a city and a country", () => {
    expect(hasFromAddress(DEFAULT_STORE_SETTINGS)).toBe(true);
    expect(hasFromAddress({ ...DEFAULT_STORE_SETTINGS, addressLine1: " " })).toBe(false);
    expect(hasFromAddress({ ...DEFAULT_STORE_SETTINGS, city: "" })).toBe(false);
  });

  it("reads a party from an address snapshot with missing fields", () => {
    expect(partyOf({ firstName: "Sam" }, "")).toEqual({
      name: "Sam",
      company: "",
      addressLines: [],
      country: "",
      email: "",
      phone: "",
      vatNumber: "",
      postal: { street: "", additionalStreet: "", city: "", postcode: "", state: "" },
    });
  });

  it("keeps the address in its parts beside the display lines, for the e-invoice", () => {
    const party = partyOf(
      { firstName: "Ada", address1: "1 Main Street", address2: "Flat 2", city: "Cork", postcode: "T12 X70A", state: "Co. Cork", country: "IE" },
      "",
    );
    expect(party.addressLines).toEqual(["1 Main Street", "Flat 2", "T12 X70A Cork", "Co. Cork"]);
    expect(party.postal).toEqual({ street: "1 Main Street", additionalStreet: "Flat 2", city: "Cork", postcode: "T12 X70A", state: "Co. Cork" });
  });

  it("gives the seller the store's address parts, company number and VAT exemption when the settings have them", () => {
    const plain = buildDocumentModel(source()).seller;
    expect(plain.postal).toEqual({ street: "1 Main Street", additionalStreet: "", city: "Dublin", postcode: "D02 X285", state: "" });
    expect(plain.registrationNumber).toBe("");
    expect(plain.vatExemption).toBeNull();
    const store = { ...DEFAULT_STORE_SETTINGS, registrationNumber: "654321", vatExemptionReason: "Exempt under Article 132", vatExemptionCode: "VATEX-EU-132" };
    const seller = buildDocumentModel(source({ store })).seller;
    expect(seller.registrationNumber).toBe("654321");
    expect(seller.vatExemption).toEqual({ code: "VATEX-EU-132", text: "Exempt under Article 132" });
  });
});
