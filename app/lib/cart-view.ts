/**
 * The cart as the cart page and the mini-cart show it: the shape `GET /api/cart` and the cart loader
 * answer (server/services/cart/types.ts), restated here because browser code does not import server code.
 */
import type { TaxClass } from "../../domain/tax/rates.ts";
import type { ImageRef } from "../../domain/catalog/types.ts";

export type CartLineView = {
  key: string;
  productId: number;
  variationId: number | null;
  name: string;
  slug: string;
  image: ImageRef | null;
  attributes: { name: string; value: string }[];
  unitPrice: number;
  /** Before the sale; the same as `unitPrice` when the line is not on sale. Older stored carts lack it. */
  regularUnitPrice?: number;
  /** Standard when absent (older stored carts). */
  taxClass?: TaxClass;
  quantity: number;
  lineTotal: number;
  soldIndividually: boolean;
  minQuantity: number;
  maxQuantity: number | null;
  /** Units left in stock when counted; null = not limited. Older stored carts lack it. */
  stockLeft?: number | null;
};

export type RemovedItemView = { key: string; name: string; quantity: number; notice: string };

export type CartView = {
  items: CartLineView[];
  count: number;
  subtotal: number;
  totals: { subtotal: number; total: number };
  removed: RemovedItemView[];
  hash: string;
};

/** The outcome of a coupon form post: in the cart's notices area, or inside the checkout's coupon block. */
export type CouponNotice = { kind: "success" | "error"; text: string };

/** An applied coupon as the totals show it: its discount, and whether it makes shipping free. */
export type AppliedCouponView = { code: string; discount: number; freeShipping: boolean };

/**
 * The cart totals block: the cart priced as checkout prices it for the shop's own country (the checkout
 * service's quote), so its total is what checkout will charge there.
 */
export type CartTotalsView = {
  subtotal: number;
  coupons: AppliedCouponView[];
  /** Applied coupons the cart no longer qualifies for: listed with the reason, not counted. */
  couponProblems: { code: string; message: string }[];
  /** Applied coupons for certain e-mail addresses while the shopper's is not known: listed with a note, not counted. */
  pendingCoupons: { code: string; message: string }[];
  /** False when every line is virtual: the block then shows no shipping row and no calculator. */
  needsShipping: boolean;
  /** The method checkout would charge (the shopper's pick, else the first); null when none delivers there. */
  shipping: { id: string; title: string; cost: number } | null;
  /** Every method that delivers there, with its price: the calculator offers the choice. */
  shippingMethods: { id: string; title: string; cost: number }[];
  /** Where the shopper asked the calculator to price for; null while the estimate is for the shop's own country. */
  destination: { country: string; state: string; city: string; postcode: string; label: string } | null;
  /** The country the estimate is for. */
  country: string;
  taxTotal: number;
  /** The part of the tax on shipping, so a cart showing prices the other way can show shipping that way too. */
  shippingTax: number;
  /** The tax per rate (rate in millionths); the block lists them when more than one rate applied. */
  taxRows: { label: string; rate: number; amount: number }[];
  pricesIncludeTax: boolean;
  total: number;
};

/** A removed line as the undo sends it back. */
export type UndoLine = { key: string; productId: number; variationId: number | null; attributes: Record<string, string>; quantity: number; name: string };

/**
 * What the cart page shows above the cart after a change. `key` names the line an error is about (a step of
 * its quantity refused at a limit, without JavaScript): that line tells it, as it does with JavaScript.
 */
export type CartPageNotice = { kind: "success" | "error"; text: string; key?: string } | { kind: "removed"; text: string; line: UndoLine };

/** The cart page's form intents (the submit buttons' `intent`). */
export const CART_INTENT = {
  update: "update",
  remove: "remove",
  undo: "undo",
  clearRemoved: "clear-removed",
  applyCoupon: "apply-coupon",
  removeCoupon: "remove-coupon",
  calculateShipping: "calculate-shipping",
} as const;

/** The coupon forms' fields (the cart page's and the checkout's). */
export const COUPON_CODE_FIELD = "coupon_code";
export const REMOVE_COUPON_FIELD = "coupon";

export const CART_UPDATED = "Cart updated.";
export const removedText = (name: string) => `“${name}” removed.`;
export const restoredText = (name: string) => `“${name}” is back in your cart.`;
/** The field name of a line's quantity (S-3-23: the name carries the cart item key). */
export const quantityFieldName = (key: string) => `cart[${key}][qty]`;
/** The field a line's −/+ buttons post before JavaScript runs (a step of that line: see QuantityStepper). */
export const quantityStepFieldName = (key: string) => `cart[${key}][step]`;
/** The id of a line's quantity field: a step without JavaScript comes back to it (`/cart#…`). */
export const quantityFieldId = (key: string) => `cart-qty-${key}`;
