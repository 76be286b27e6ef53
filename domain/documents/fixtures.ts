/**
 * A believable document of every kind, for the renderers' tests: one Irish order with two tax rates
 * (23 % and 13.5 %), a product whose name needs two lines, paid by bank transfer, and a credit note for a
 * returned item. The figures add up the way the checkout adds them, so a test can trust every total.
 */
import { DOCUMENT_KIND_LABELS, showsPrices, type DocumentKind } from "./kinds.ts";
import type { DocumentLine, DocumentModel, DocumentParty, DocumentSeller } from "./model.ts";

export const FIXTURE_SELLER: DocumentSeller = {
  name: "Vitrine Demo Ltd",
  company: "",
  addressLines: ["1 Main Street", "D02 X285 Dublin"],
  country: "IE",
  email: "orders@vitrine.example",
  phone: "+353 1 555 0142",
  vatNumber: "IE3456789OH",
  logoPath: null,
};

export const FIXTURE_BILLING: DocumentParty = {
  name: "Aoife Brennan",
  company: "Brennan Architects",
  addressLines: ["Unit 4, The Old Mill", "Bridge Street", "H91 E2K7 Galway"],
  country: "IE",
  email: "aoife@brennan-architects.example",
  phone: "+353 91 555 0198",
  vatNumber: "IE9876543W",
};

export const FIXTURE_SHIPPING: DocumentParty = {
  name: "Aoife Brennan",
  company: "",
  addressLines: ["22 Seapoint Avenue", "Salthill", "H91 T6P3 Galway"],
  country: "IE",
  email: "",
  phone: "+353 87 555 0123",
  vatNumber: "",
};

/** The long name: it must wrap in a table cell, never widen the page. */
export const LONG_PRODUCT_NAME = "Handwoven Merino Wool Throw Blanket with Fringed Edges, Extra Large Family Size (200 × 240 cm)";

const line = (
  orderLineId: number,
  name: string,
  sku: string | null,
  variation: string,
  quantity: number,
  unitPriceNet: number,
  taxRate: number,
  tax: number,
): DocumentLine => {
  const net = unitPriceNet * quantity;
  return {
    orderLineId,
    name,
    sku,
    variation,
    quantity,
    unitPriceNet,
    unitPriceDisplay: Math.round((unitPriceNet * (10_000 + taxRate)) / 10_000),
    discountNet: 0,
    taxRate,
    net,
    tax,
    gross: net + tax,
  };
};

const LINES: DocumentLine[] = [
  line(101, LONG_PRODUCT_NAME, "THROW-MER-XL", "Colour: Forest Green, Size: XL", 1, 12_000, 2300, 2760),
  line(102, "Ceramic Pour-Over Coffee Set", "KIT-POUR-02", "Glaze: Speckled White", 2, 2450, 2300, 1127),
  line(103, "Hand-Poured Beeswax Candles, Set of 3", null, "", 1, 1800, 1350, 243),
];

/** The invoice of order 10023: every other kind is this order seen another way. */
export const FIXTURE_INVOICE: DocumentModel = {
  kind: "invoice",
  title: "Invoice",
  number: "INV-2026-00042",
  orderId: 10_023,
  orderNumber: "10023",
  orderDate: "2026-03-02",
  issueDate: "2026-03-04",
  dueDate: "2026-03-18",
  currency: "EUR",
  pricesIncludeTax: true,
  seller: FIXTURE_SELLER,
  billing: FIXTURE_BILLING,
  shipping: FIXTURE_SHIPPING,
  shippingMethod: "An Post tracked delivery",
  lines: LINES,
  showPrices: true,
  totals: { linesNet: 18_700, discountNet: 0, shippingNet: 650, shippingTax: 150, shippingTaxRate: 2300, net: 19_350, tax: 4280, gross: 23_630 },
  taxRows: [
    { rate: 2300, taxable: 17_550, tax: 4037 },
    { rate: 1350, taxable: 1800, tax: 243 },
  ],
  payment: {
    methodId: "bacs",
    title: "Direct bank transfer",
    bank: { accountName: "Vitrine Demo Ltd", bankName: "Demo Bank", iban: "IE29 AIBK 9311 5212 3456 78", bic: "AIBKIE2D", reference: "10023" },
    paid: false,
  },
  customerNote: "Please leave the parcel with the neighbours at number 24 if nobody is home.",
  footer: "Thank you for shopping with us. Vitrine Demo Ltd, registered in Ireland, company number 654321.",
  corrects: null,
  notice: null,
};

/** The same order seen as another kind: its heading, and no prices where the kind shows none. */
function asKind(kind: DocumentKind, changes: Partial<DocumentModel> = {}): DocumentModel {
  return { ...FIXTURE_INVOICE, kind, title: DOCUMENT_KIND_LABELS[kind], number: null, showPrices: showsPrices(kind), ...changes };
}

/** The throw came back: one line refunded, shown negative, with its share of nothing else. */
export const FIXTURE_CREDIT_NOTE: DocumentModel = asKind("credit-note", {
  number: "CN-2026-00007",
  issueDate: "2026-03-20",
  dueDate: null,
  lines: [{ ...LINES[0]!, quantity: -1, net: -12_000, tax: -2760, gross: -14_760 }],
  totals: { linesNet: -12_000, discountNet: 0, shippingNet: 0, shippingTax: 0, shippingTaxRate: 2300, net: -12_000, tax: -2760, gross: -14_760 },
  taxRows: [{ rate: 2300, taxable: -12_000, tax: -2760 }],
  payment: { ...FIXTURE_INVOICE.payment!, bank: null, paid: true },
  shippingMethod: null,
  customerNote: "",
  corrects: { invoiceNumber: "INV-2026-00042", invoiceDate: "2026-03-04", reason: "Returned within 30 days: colour not as expected." },
});

export const DOCUMENT_FIXTURES: Record<DocumentKind, DocumentModel> = {
  invoice: FIXTURE_INVOICE,
  "packing-list": asKind("packing-list"),
  "delivery-note": asKind("delivery-note"),
  "dispatch-label": asKind("dispatch-label"),
  "shipping-label": asKind("shipping-label"),
  "proforma-invoice": asKind("proforma-invoice", {
    issueDate: "2026-03-02",
    notice: "Proforma invoice: not a demand for payment. The invoice follows once the order is paid.",
  }),
  "credit-note": FIXTURE_CREDIT_NOTE,
};
