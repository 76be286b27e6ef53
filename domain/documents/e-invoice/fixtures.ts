/**
 * Believable document models for the e-invoice tests, each worked out by hand the way the shop computes
 * them (prices include 23 % or 13.5 % Irish VAT, net rounded per unit, VAT per line):
 * - `twoRatesInvoice`: a paid business order with a shirt at 23 %, discounted mugs at 13.5 % and shipping;
 * - `creditNote`: one returned shirt of that order; `amountOnlyCreditNote`: a goodwill credit of €10;
 * - `freeOrder`: a gift sleeve made free by a 100 % coupon, shipped free;
 * - `bankTransferInvoice`: unpaid, to be paid by SEPA transfer, with a zero-rated child's jacket and a
 *   cart discount that the model did not spread over the lines;
 * - `exemptLineInvoice`: that order from a shop whose untaxed sales are VAT exempt (category E with its
 *   legal ground), with a company number, and every address stored in its parts.
 */
import type { DocumentLine, DocumentModel, DocumentParty } from "../model.ts";

export const SHOP: DocumentModel["seller"] = {
  name: "Vitrine Demo Ltd",
  company: "Vitrine Demo Ltd",
  addressLines: ["1 Main Street", "D02 X285 Dublin"],
  country: "IE",
  email: "orders@vitrine.example",
  phone: "+353 1 555 0100",
  vatNumber: "IE6388047V",
  logoPath: null,
};

export const BUSINESS_BUYER: DocumentParty = {
  name: "Aoife Brennan",
  company: "Brennan Design Studio Ltd",
  addressLines: ["Unit 4, Marina Village", "Ferrybank", "X91 K2P3 Waterford"],
  country: "IE",
  email: "accounts@brennandesign.example",
  phone: "+353 51 555 0199",
  vatNumber: "IE 3668997OH",
};

const PRIVATE_BUYER: DocumentParty = {
  name: "Luca Moretti",
  company: "",
  addressLines: ["Via Roma 12", "20121 Milano", "MI"],
  country: "IT",
  email: "luca.moretti@example.com",
  phone: "",
  vatNumber: "",
};

function line(overrides: Partial<DocumentLine> & Pick<DocumentLine, "orderLineId" | "name" | "quantity" | "net" | "tax" | "taxRate">): DocumentLine {
  return { sku: null, variation: "", unitPriceNet: 0, unitPriceDisplay: 0, discountNet: 0, gross: overrides.net + overrides.tax, ...overrides };
}

const base = {
  title: "Invoice",
  orderId: 1042,
  orderNumber: "1042",
  orderDate: "2026-11-18",
  issueDate: "2026-11-20",
  dueDate: null,
  currency: "EUR",
  pricesIncludeTax: true,
  seller: SHOP,
  showPrices: true,
  customerNote: "",
  footer: "Thank you for shopping with us.",
  corrects: null,
  notice: null,
} satisfies Partial<DocumentModel>;

const shirt = line({
  orderLineId: 501,
  name: "Linen shirt",
  sku: "LS-BLU-M",
  variation: "Colour: Blue, Size: M",
  quantity: 2,
  unitPriceNet: 3252,
  unitPriceDisplay: 4000,
  net: 6504,
  tax: 1496,
  taxRate: 2300,
});
const mugs = line({
  orderLineId: 502,
  name: "Stoneware mug",
  sku: "MUG-SAND",
  quantity: 3,
  unitPriceNet: 1057,
  unitPriceDisplay: 1200,
  discountNet: 317,
  net: 2854,
  tax: 385,
  taxRate: 1350,
});

export const twoRatesInvoice: DocumentModel = {
  ...base,
  kind: "invoice",
  number: "INV-2026-00042",
  billing: BUSINESS_BUYER,
  shipping: BUSINESS_BUYER,
  shippingMethod: "Flat rate",
  lines: [shirt, mugs],
  totals: { linesNet: 9675, discountNet: 317, shippingNet: 500, shippingTax: 115, shippingTaxRate: 2300, net: 9858, tax: 1996, gross: 11854 },
  taxRows: [
    { rate: 2300, taxable: 7004, tax: 1611 },
    { rate: 1350, taxable: 2854, tax: 385 },
  ],
  payment: { methodId: "cod", title: "Cash on delivery", bank: null, paid: true },
  customerNote: "Please leave the parcel at reception.",
};

export const creditNote: DocumentModel = {
  ...twoRatesInvoice,
  kind: "credit-note",
  title: "Credit note",
  number: "CN-2026-00007",
  issueDate: "2026-11-26",
  customerNote: "",
  lines: [{ ...shirt, quantity: -1, unitPriceNet: -3252, unitPriceDisplay: -4000, net: -3252, tax: -748, gross: -4000 }],
  totals: { linesNet: -3252, discountNet: 0, shippingNet: 0, shippingTax: 0, shippingTaxRate: 2300, net: -3252, tax: -748, gross: -4000 },
  taxRows: [{ rate: 2300, taxable: -3252, tax: -748 }],
  corrects: { invoiceNumber: "INV-2026-00042", invoiceDate: "2026-11-20", reason: "Returned: wrong size" },
};

/** A goodwill credit for an amount, no items returned: the e-invoice makes one line per tax rate of it. */
export const amountOnlyCreditNote: DocumentModel = {
  ...creditNote,
  number: "CN-2026-00008",
  lines: [],
  totals: { linesNet: 0, discountNet: 0, shippingNet: 0, shippingTax: 0, shippingTaxRate: 2300, net: -813, tax: -187, gross: -1000 },
  taxRows: [{ rate: 2300, taxable: -813, tax: -187 }],
  corrects: { invoiceNumber: "INV-2026-00042", invoiceDate: "2026-11-20", reason: "Goodwill for late delivery" },
};

export const freeOrder: DocumentModel = {
  ...base,
  kind: "invoice",
  number: "INV-2026-00043",
  orderId: 1043,
  orderNumber: "1043",
  billing: PRIVATE_BUYER,
  shipping: PRIVATE_BUYER,
  shippingMethod: "Free shipping",
  lines: [
    line({
      orderLineId: 510,
      name: "Gift card sleeve",
      sku: "GIFT-SLV",
      quantity: 1,
      unitPriceNet: 407,
      unitPriceDisplay: 500,
      discountNet: 407,
      net: 0,
      tax: 0,
      taxRate: 2300,
    }),
  ],
  totals: { linesNet: 407, discountNet: 407, shippingNet: 0, shippingTax: 0, shippingTaxRate: 2300, net: 0, tax: 0, gross: 0 },
  taxRows: [{ rate: 2300, taxable: 0, tax: 0 }],
  payment: null,
};

export const bankTransferInvoice: DocumentModel = {
  ...base,
  kind: "invoice",
  number: "INV-2026-00044",
  orderId: 1044,
  orderNumber: "1044",
  dueDate: "2026-12-04",
  billing: { ...BUSINESS_BUYER, vatNumber: "" },
  shipping: { ...PRIVATE_BUYER, name: "Niamh Walsh", addressLines: ["22 Strand Road", "Sandymount", "D04 V1W8 Dublin"], country: "IE" },
  shippingMethod: "Flat rate",
  lines: [
    line({
      orderLineId: 520,
      name: "Wool scarf",
      sku: "SCARF-GRY",
      quantity: 1,
      unitPriceNet: 2439,
      unitPriceDisplay: 3000,
      net: 2439,
      tax: 561,
      taxRate: 2300,
    }),
    line({
      orderLineId: 521,
      name: "Children's rain jacket",
      variation: "Size: 6 years",
      quantity: 1,
      unitPriceNet: 2500,
      unitPriceDisplay: 2500,
      net: 2500,
      tax: 0,
      taxRate: 0,
    }),
  ],
  // A €5 cart coupon on the scarf, shown on the totals rather than on the line.
  totals: { linesNet: 4939, discountNet: 500, shippingNet: 406, shippingTax: 93, shippingTaxRate: 2300, net: 4845, tax: 539, gross: 5384 },
  taxRows: [
    { rate: 2300, taxable: 2345, tax: 539 },
    { rate: 0, taxable: 2500, tax: 0 },
  ],
  payment: {
    methodId: "bacs",
    title: "Direct bank transfer",
    bank: { accountName: "Vitrine Demo Ltd", bankName: "Demo Bank", iban: "IE29 AIBK 9311 5212 3456 78", bic: "AIBKIE2D", reference: "1044" },
    paid: false,
  },
};

export const EXEMPTION = { code: "VATEX-EU-132", text: "Exempt under Article 132 of Council Directive 2006/112/EC" } as const;

export const exemptLineInvoice: DocumentModel = {
  ...bankTransferInvoice,
  number: "INV-2026-00045",
  seller: {
    ...SHOP,
    registrationNumber: "654321",
    vatExemption: EXEMPTION,
    postal: { street: "1 Main Street", additionalStreet: "", city: "Dublin", postcode: "D02 X285", state: "" },
  },
  billing: {
    ...bankTransferInvoice.billing,
    postal: { street: "Unit 4, Marina Village", additionalStreet: "Ferrybank", city: "Waterford", postcode: "X91 K2P3", state: "" },
  },
  shipping: {
    ...bankTransferInvoice.shipping,
    postal: { street: "22 Strand Road", additionalStreet: "Sandymount", city: "Dublin", postcode: "D04 V1W8", state: "" },
  },
};

export const E_INVOICE_FIXTURES = { twoRatesInvoice, creditNote, amountOnlyCreditNote, freeOrder, bankTransferInvoice, exemptLineInvoice } as const;
