/**
 * The seven printable order documents of the storefront-shell spec (§1), as URL slugs. The slug is the
 * `:kind` of `/account/orders/:orderId/documents/:kind` and the key of every per-kind setting.
 */
export const DOCUMENT_KINDS = ["invoice", "packing-list", "delivery-note", "dispatch-label", "shipping-label", "proforma-invoice", "credit-note"] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const DOCUMENT_KIND_LABELS: Record<DocumentKind, string> = {
  invoice: "Invoice",
  "packing-list": "Packing list",
  "delivery-note": "Delivery note",
  "dispatch-label": "Dispatch label",
  "shipping-label": "Shipping label",
  "proforma-invoice": "Proforma invoice",
  "credit-note": "Credit note",
};

/** Kinds that carry a number from a gapless series; the others are identified by the order number. */
export const NUMBERED_KINDS = ["invoice", "credit-note"] as const satisfies readonly DocumentKind[];
export type NumberedKind = (typeof NUMBERED_KINDS)[number];

/** Kinds printed at a label size (A6, 4×6 in, 62 mm roll) rather than a page size (A4, Letter). */
export const LABEL_KINDS = ["dispatch-label", "shipping-label"] as const satisfies readonly DocumentKind[];

/** Kinds that show no prices at all. */
export const PRICELESS_KINDS = ["packing-list", "delivery-note", "dispatch-label", "shipping-label"] as const satisfies readonly DocumentKind[];

export function isDocumentKind(value: string): value is DocumentKind {
  return (DOCUMENT_KINDS as readonly string[]).includes(value);
}

export function isNumberedKind(kind: DocumentKind): kind is NumberedKind {
  return (NUMBERED_KINDS as readonly string[]).includes(kind);
}

export function isLabelKind(kind: DocumentKind): boolean {
  return (LABEL_KINDS as readonly string[]).includes(kind);
}

export function showsPrices(kind: DocumentKind): boolean {
  return !(PRICELESS_KINDS as readonly string[]).includes(kind);
}
