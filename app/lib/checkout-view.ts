/** What the checkout page shows of a priced cart (the checkout service's quote), as the loader hands it over. */
export type CheckoutQuoteView = {
  cart: { items: { key: string; name: string; quantity: number; lineTotal: number }[] };
  lines: { lineKey: string; subtotal: number }[];
  /** False when every line is virtual: no shipping method, no shipping address, no shipping row. */
  needsShipping: boolean;
  shippingMethod: { id: string } | null;
  shippingMethods: { id: string; title: string; cost: number }[];
  paymentMethods: { id: string; title: string; description: string }[];
  totals: { subtotal: number; discountTotal: number; taxTotal: number; total: number; taxRows?: { label: string; rate: number; amount: number }[] };
  /** The coupon block lists these with their remove actions. */
  coupons: { code: string; discount: number; freeShipping: boolean }[];
  couponProblems: { code: string; message: string }[];
  /** Coupons for certain e-mail addresses waiting for the billing e-mail: listed with a note, not counted. */
  pendingCoupons: { code: string; message: string }[];
};
