import type { OrderSummaryRow } from "../../domain/checkout/order-summary.ts";

/**
 * What the My Account order and address pages show, as their loaders hand it over (components cannot
 * import server types; see checkout-view.ts). Dates arrive already formatted, money in minor units.
 */
export type AddressView = Record<"firstName" | "lastName" | "company" | "country" | "address1" | "address2" | "city" | "state" | "postcode" | "phone", string>;

export type OrderSummaryView = {
  id: number;
  number: string;
  date: string;
  dateTime: string;
  status: string;
  total: number;
  currency: string;
  itemCount: number;
};

/** The totals footer of an order (domain/checkout/order-summary.ts), shared by the order-received page and the account's order page. */
export type OrderTotalsView = { currency: string; rows: OrderSummaryRow[] };

/** A placed order's line, at its price before coupons (the coupons have rows of their own). */
export type OrderLineView = { name: string; quantity: number; amount: number; attributes?: { name: string; value: string }[] };

export type OrderDetailView = {
  number: string;
  date: string;
  dateTime: string;
  status: string;
  email: string;
  paymentMethodTitle: string | null;
  customerNote: string;
  lines: OrderLineView[];
  totals: OrderTotalsView;
  billingAddress: Record<string, string>;
  shippingAddress: Record<string, string>;
  history: { from: string | null; to: string; note: string; date: string; dateTime: string }[];
};

/** The one-time notice the addresses page shows after a save (a fixed code travels, never free text). */
export const ACCOUNT_NOTICES = { "address-saved": "Address changed successfully." } as const;
export type AccountNoticeCode = keyof typeof ACCOUNT_NOTICES;
