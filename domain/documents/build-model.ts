/**
 * The one pure function every document is drawn from: an order (and, for a credit note, one refund of it)
 * with the shop's identity and document settings, as a DocumentModel. The caller decides the number and
 * the date of issue; nothing here reads a clock.
 */
import { taxForAmount } from "../checkout/tax.ts";
import { type StoreSettings, storeAddressLines } from "../settings/store-settings.ts";
import { type DocumentSettings, paymentTermsText } from "./document-settings.ts";
import { orderLineAmounts, type RecordedLine, type RecordedShipping, refundedLineAmounts, shippingTaxRate, taxRowsOf, totalsOf } from "./document-amounts.ts";
import { DOCUMENT_KIND_LABELS, type DocumentKind, showsPrices } from "./kinds.ts";
import type { DocumentBankAccount, DocumentLine, DocumentModel, DocumentParty, DocumentPayment, DocumentSeller } from "./model.ts";

export type { RecordedLine } from "./document-amounts.ts";

/** §1: the proforma says plainly what it is not. */
export const PROFORMA_NOTICE = "Proforma invoice: not a demand for payment and not a tax invoice.";
/** The description of a credit note's amount refunded beyond its lines (shipping, a goodwill gesture). */
export const CREDIT_NOTE_OTHER_AMOUNT = "Shipping and other charges";
const MS_PER_DAY = 86_400_000;

export type RecordedOrder = {
  id: number;
  number: string;
  /** ISO timestamp of placement. */
  createdAt: string;
  email: string;
  billingAddress: Readonly<Record<string, string>>;
  shippingAddress: Readonly<Record<string, string>>;
  shippingMethodTitle: string | null;
  currency: string;
  pricesIncludeTax: boolean;
  shippingTotal: number;
  shippingTax: number;
  customerNote: string;
};

export type RecordedRefund = {
  id: number;
  /** What was given back, in total (lines plus anything beyond them). */
  amount: number;
  reason: string;
  lines: readonly { orderLineId: number; quantity: number; amount: number }[];
};

export type DocumentSource = {
  kind: DocumentKind;
  order: RecordedOrder;
  lines: readonly RecordedLine[];
  /** Credit note only: the refund it documents, and the invoice it corrects (which must exist). */
  refund?: { refund: RecordedRefund; invoice: { number: string; issueDate: string } } | undefined;
  store: StoreSettings;
  settings: DocumentSettings;
  payment: DocumentPayment | null;
  /** The shop's bank account from the bank transfer settings, or null when none is set. */
  bankAccount?: DocumentBankAccount | null;
  /** YYYY-MM-DD. */
  issueDate: string;
  /** The numbered kinds' number; null for the others (and ignored for them). */
  number: string | null;
};

export function buildDocumentModel(source: DocumentSource): DocumentModel {
  const { kind, order, settings } = source;
  const money = kind === "credit-note" ? creditNoteMoney(source) : orderMoney(source);
  const invoiceLike = kind === "invoice" || kind === "proforma-invoice";
  return {
    kind,
    title: documentTitle(kind, settings),
    number: kind === "invoice" || kind === "credit-note" ? source.number : null,
    orderId: order.id,
    orderNumber: order.number,
    orderDate: order.createdAt.slice(0, 10),
    issueDate: source.issueDate,
    dueDate: invoiceLike && !(source.payment?.paid ?? false) ? addDays(source.issueDate, settings.paymentDueDays) : null,
    currency: order.currency,
    pricesIncludeTax: order.pricesIncludeTax,
    seller: { ...sellerOf(source.store), bankAccount: source.bankAccount ?? null },
    billing: partyOf(order.billingAddress, order.email),
    shipping: partyOf(order.shippingAddress, ""),
    shippingMethod: order.shippingMethodTitle,
    lines: money.lines,
    showPrices: showsPrices(kind),
    totals: totalsOf(money.lines, money.shipping),
    taxRows: taxRowsOf(money.lines, money.shipping),
    payment: showsPrices(kind) ? source.payment : null,
    paymentTerms: invoiceLike ? paymentTermsText(settings) : "",
    customerNote: order.customerNote,
    footer: settings.footer,
    corrects:
      kind === "credit-note" && source.refund
        ? { invoiceNumber: source.refund.invoice.number, invoiceDate: source.refund.invoice.issueDate, reason: source.refund.refund.reason }
        : null,
    notice: kind === "proforma-invoice" ? PROFORMA_NOTICE : null,
  };
}

/** The heading: the custom title from the settings, or the kind's label. */
export function documentTitle(kind: DocumentKind, settings: Pick<DocumentSettings, "titles">): string {
  const custom = (settings.titles[kind] ?? "").trim();
  return custom === "" ? DOCUMENT_KIND_LABELS[kind] : custom;
}

type Money = { lines: DocumentLine[]; shipping: { net: number; tax: number; rate: number } };

function orderMoney({ order, lines }: DocumentSource): Money {
  const shipping: RecordedShipping = { total: order.shippingTotal, tax: order.shippingTax };
  const rate = shippingTaxRate(
    shipping,
    lines.map((line) => line.taxRate),
    order.pricesIncludeTax,
  );
  const net = order.pricesIncludeTax ? shipping.total - shipping.tax : shipping.total;
  return { lines: lines.map((line) => orderLineAmounts(line, order.pricesIncludeTax)), shipping: { net, tax: shipping.tax, rate } };
}

/**
 * A credit note: each refunded line as a negative line, and what the refund gave back beyond its lines
 * (shipping, a goodwill gesture) as negative shipping at the shipping's rate, so its gross is exactly
 * minus the amount refunded.
 */
function creditNoteMoney(source: DocumentSource): Money {
  if (!source.refund) throw new Error("A credit note is built from a refund.");
  const { refund } = source.refund;
  const byId = new Map(source.lines.map((line) => [line.id, line]));
  const lines = refund.lines.flatMap((refunded) => {
    const line = byId.get(refunded.orderLineId);
    return line && (refunded.amount > 0 || refunded.quantity > 0) ? [refundedLineAmounts(line, refunded)] : [];
  });
  const other = refund.amount + lines.reduce((sum, line) => sum + line.gross, 0);
  const rate = orderMoney(source).shipping.rate;
  // A refund gives back what was paid, tax inside it; the part beyond the lines holds tax only when shipping did.
  const tax = taxForAmount(other, rate, true);
  return { lines, shipping: { net: -(other - tax), tax: -tax, rate } };
}

/** The shop as a document's seller (every document kind, and the affiliates' payout statements). */
export function sellerOf(store: StoreSettings): DocumentSeller {
  return {
    name: store.name,
    company: store.name,
    addressLines: storeAddressLines(store).filter((line) => line !== store.country),
    country: store.country,
    email: store.email,
    phone: store.phone,
    vatNumber: store.vatNumber ?? "",
    logoPath: store.logoPath ? store.logoPath : null,
    postal: {
      street: store.addressLine1.trim(),
      additionalStreet: store.addressLine2.trim(),
      city: store.city.trim(),
      postcode: store.postcode.trim(),
      state: "",
    },
    registrationNumber: store.registrationNumber.trim(),
    vatExemption: store.vatExemptionReason.trim() === "" ? null : { code: store.vatExemptionCode.trim(), text: store.vatExemptionReason.trim() },
  };
}

/** An address snapshot as the order stored it (checkout's field names), as a party. */
export function partyOf(address: Readonly<Record<string, string>>, email: string): DocumentParty {
  const field = (key: string) => (address[key] ?? "").trim();
  const name = [field("firstName"), field("lastName")].filter(Boolean).join(" ");
  const cityLine = [field("postcode"), field("city")].filter(Boolean).join(" ");
  return {
    name,
    company: field("company"),
    addressLines: [field("address1"), field("address2"), cityLine, field("state")].filter((line) => line !== ""),
    country: field("country"),
    email: email || field("email"),
    phone: field("phone"),
    vatNumber: field("vatNumber"),
    postal: { street: field("address1"), additionalStreet: field("address2"), city: field("city"), postcode: field("postcode"), state: field("state") },
  };
}

/** Whether the shop can issue an invoice from its address: a street, a city and a country (§4 code 3). */
export function hasFromAddress(store: Pick<StoreSettings, "addressLine1" | "city" | "country">): boolean {
  return store.addressLine1.trim() !== "" && store.city.trim() !== "" && store.country.trim() !== "";
}

function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate.slice(0, 10)}T00:00:00Z`) + days * MS_PER_DAY).toISOString().slice(0, 10);
}
