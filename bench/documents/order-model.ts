/**
 * The bench's document: a 50-line order built by the real model builder (domain/documents/build-model.ts),
 * each line a different product with a SKU and options, at two tax rates, paid by bank transfer. Derived
 * from the line number, so every run renders the same invoice.
 */
import { buildDocumentModel, type RecordedLine, type RecordedOrder } from "../../domain/documents/build-model.ts";
import { DEFAULT_DOCUMENT_SETTINGS } from "../../domain/documents/document-settings.ts";
import type { DocumentModel } from "../../domain/documents/model.ts";
import { DEFAULT_STORE_SETTINGS } from "../../domain/settings/store-settings.ts";

const NAMES = ["Linen Tea Towel", "Stoneware Mug", "Merino Wool Throw Blanket with Fringed Edges", "Oak Serving Board", "Beeswax Candle Set"];
const COLOURS = ["Forest Green", "Oat", "Slate Blue", "Rust"];

function recordedLine(index: number): RecordedLine {
  const taxRate = index % 4 === 3 ? 1350 : 2300;
  const quantity = 1 + (index % 3);
  const unitPrice = 1250 + index * 137;
  const subtotal = unitPrice * quantity;
  const tax = Math.round(subtotal - subtotal / (1 + taxRate / 10_000));
  return {
    id: 1000 + index,
    name: `${NAMES[index % NAMES.length]} No. ${index + 1}`,
    sku: `SKU-${String(index + 1).padStart(4, "0")}`,
    attributes: [
      { name: "Colour", value: COLOURS[index % COLOURS.length]! },
      { name: "Size", value: ["S", "M", "L", "XL"][index % 4]! },
    ],
    quantity,
    unitPrice,
    subtotal,
    discount: 0,
    tax,
    total: subtotal,
    taxRate,
  };
}

export function benchInvoiceModel(lineCount = 50): DocumentModel {
  const address = {
    firstName: "Aoife",
    lastName: "Brennan",
    company: "Brennan Architects",
    address1: "Unit 4, The Old Mill",
    city: "Galway",
    postcode: "H91 E2K7",
    country: "IE",
  };
  const order: RecordedOrder = {
    id: 10_023,
    number: "10023",
    createdAt: "2026-03-02T10:15:00Z",
    email: "aoife@brennan-architects.example",
    billingAddress: address,
    shippingAddress: address,
    shippingMethodTitle: "Flat rate",
    currency: "EUR",
    pricesIncludeTax: true,
    shippingTotal: 650,
    shippingTax: 122,
    customerNote: "Please leave the parcel with the neighbours at number 24 if nobody is home.",
  };
  return buildDocumentModel({
    kind: "invoice",
    order,
    lines: Array.from({ length: lineCount }, (_, index) => recordedLine(index)),
    store: DEFAULT_STORE_SETTINGS,
    settings: DEFAULT_DOCUMENT_SETTINGS,
    payment: {
      methodId: "bacs",
      title: "Direct bank transfer",
      bank: { accountName: "Vitrine", bankName: "Demo Bank", iban: "IE29 AIBK 9311 5212 3456 78", bic: "AIBKIE2D", reference: "10023" },
      paid: false,
    },
    issueDate: "2026-03-04",
    number: "INV-2026-00042",
  });
}
