/**
 * The GDPR export: everything the shop holds on a customer, shaped for them to read. Which fields of each
 * record go in is listed here, so secrets (the password hash, session tokens and nonces, reset links in
 * mail bodies) can never slip in when a column is added.
 */

export const EXPORT_FORMAT = "vitrine-customer-export";
export const EXPORT_VERSION = 1;

export const EXPORT_FIELDS = {
  account: ["id", "email", "firstName", "lastName", "displayName", "createdAt", "deactivatedAt", "anonymisedAt"],
  address: ["kind", "firstName", "lastName", "company", "country", "address1", "address2", "city", "state", "postcode", "phone", "updatedAt"],
  order: [
    "number",
    "status",
    "createdAt",
    "email",
    "billingAddress",
    "shippingAddress",
    "shippingMethodTitle",
    "paymentMethodTitle",
    "currency",
    "subtotal",
    "discountTotal",
    "shippingTotal",
    "taxTotal",
    "total",
    "refundedTotal",
    "customerNote",
  ],
  orderLine: ["name", "sku", "attributes", "quantity", "unitPrice", "subtotal", "discount", "total"],
  review: ["productName", "authorName", "authorEmail", "rating", "content", "status", "createdAt"],
  couponUsage: ["code", "orderNumber", "email", "discount", "createdAt"],
  session: ["createdAt", "expiresAt"],
  mail: ["to", "subject", "kind", "createdAt", "sentAt", "text"],
} as const;

type Row = Record<string, unknown>;

/** Only the listed fields of a row, dates as ISO text (what JSON gives), missing ones left out. */
export function pickFields(row: Row, fields: readonly string[]): Row {
  const picked: Row = {};
  for (const field of fields) {
    if (!(field in row)) continue;
    const value = row[field];
    picked[field] = value instanceof Date ? value.toISOString() : value;
  }
  return picked;
}

/** One-time links in a mail's text (password resets, invitations) lose their token: the export must not hand out a live one. */
export function redactTokens(text: string): string {
  return text.replace(/([?&]token=)[^\s&"'<>]+/g, "$1[removed]");
}

export type ExportSource = {
  account: Row;
  roles: string[];
  addresses: Row[];
  orders: (Row & { lines: Row[] })[];
  reviews: Row[];
  couponUsages: Row[];
  sessions: Row[];
  mails: Row[];
  now: Date;
};

/** The export document, from the rows the service read. */
export function shapeCustomerExport(source: ExportSource) {
  const f = EXPORT_FIELDS;
  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: source.now.toISOString(),
    account: pickFields(source.account, f.account),
    roles: [...source.roles].sort(),
    addresses: source.addresses.map((row) => pickFields(row, f.address)),
    orders: source.orders.map((order) => ({ ...pickFields(order, f.order), lines: order.lines.map((line) => pickFields(line, f.orderLine)) })),
    reviews: source.reviews.map((row) => pickFields(row, f.review)),
    couponUsages: source.couponUsages.map((row) => pickFields(row, f.couponUsage)),
    sessions: source.sessions.map((row) => ({
      ...pickFields(row, f.session),
      active: row.expiresAt instanceof Date && row.expiresAt.getTime() > source.now.getTime(),
    })),
    mails: source.mails.map((row) => {
      const picked = pickFields(row, f.mail);
      return typeof picked.text === "string" ? { ...picked, text: redactTokens(picked.text) } : picked;
    }),
  };
}

export type CustomerExport = ReturnType<typeof shapeCustomerExport>;

/** The download's file name: the customer's id and the day, nothing personal. */
export function exportFileName(customerId: number, now: Date): string {
  return `customer-${customerId}-export-${now.toISOString().slice(0, 10)}.json`;
}
