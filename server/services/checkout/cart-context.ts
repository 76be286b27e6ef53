import { asc, eq, inArray, sql } from "drizzle-orm";
import { type Coupon, couponSchema, type CouponValidation, validateCoupon } from "../../../domain/cart/coupons.ts";
import type { PricedLine } from "../../../domain/checkout/order-totals.ts";
import { cartCoupons, carts, coupons, productCategories, products, variations } from "../../db/schema/index.ts";
import type { Queryable } from "../../db/kit/index.ts";
import { readCart } from "../cart/read-cart.ts";
import { EMPTY_CART, type Cart } from "../cart/types.ts";

export type StoredCoupon = Coupon & { id: number };

/** The cart with what coupons need of each line, and the coupons applied to it in order. */
export type CartContext = {
  cartId: number | null;
  cart: Cart;
  lines: PricedLine[];
  coupons: StoredCoupon[];
};

type CouponRow = typeof coupons.$inferSelect;

export function toCoupon(row: CouponRow): StoredCoupon {
  return {
    ...couponSchema.parse({ ...row, expiresAt: row.expiresAt }),
    id: row.id,
  };
}

export async function findCouponByCode(q: Queryable, code: string): Promise<StoredCoupon | null> {
  const [row] = await q
    .select()
    .from(coupons)
    .where(eq(sql`lower(${coupons.code})`, code.trim().toLowerCase()))
    .limit(1);
  return row ? toCoupon(row) : null;
}

export async function loadCartContext(q: Queryable, cartId: number | null): Promise<CartContext> {
  if (cartId === null) return { cartId, cart: EMPTY_CART, lines: [], coupons: [] };
  const cart = await readCart(q, cartId);
  const productIds = [...new Set(cart.items.map((item) => item.productId))];
  const variationIds = cart.items.flatMap((item) => (item.variationId ? [item.variationId] : []));
  // One after another: inside a transaction the queries share one connection.
  const categoryRows = productIds.length ? await q.select().from(productCategories).where(inArray(productCategories.productId, productIds)) : [];
  const productRows = productIds.length
    ? await q.select({ id: products.id, onSale: products.onSale, taxClass: products.taxClass }).from(products).where(inArray(products.id, productIds))
    : [];
  const variationRows = variationIds.length
    ? await q
        .select({
          id: variations.id,
          salePrice: variations.salePrice,
          regularPrice: variations.regularPrice,
        })
        .from(variations)
        .where(inArray(variations.id, variationIds))
    : [];
  const couponRows = await q
    .select({ coupon: coupons })
    .from(cartCoupons)
    .innerJoin(coupons, eq(coupons.id, cartCoupons.couponId))
    .where(eq(cartCoupons.cartId, cartId))
    .orderBy(asc(cartCoupons.position), asc(cartCoupons.createdAt));
  const lines = cart.items.map((item): PricedLine => {
    const variation = variationRows.find((v) => v.id === item.variationId);
    const product = productRows.find((p) => p.id === item.productId);
    const onSale = variation ? variation.salePrice !== null && variation.salePrice < variation.regularPrice : (product?.onSale ?? false);
    return {
      lineKey: item.key,
      productId: item.productId,
      variationId: item.variationId,
      categoryIds: categoryRows.filter((c) => c.productId === item.productId).map((c) => c.categoryId),
      onSale,
      name: item.name,
      unitPrice: item.unitPrice,
      quantity: item.quantity,
      taxClass: product?.taxClass ?? "standard",
    };
  });
  return {
    cartId,
    cart,
    lines,
    coupons: couponRows.map((r) => toCoupon(r.coupon)),
  };
}

export async function cartIdOf(q: Queryable, sessionId: string): Promise<number | null> {
  const [row] = await q.select({ id: carts.id }).from(carts).where(eq(carts.sessionId, sessionId)).limit(1);
  return row?.id ?? null;
}

export type CouponCheck = { coupon: StoredCoupon; result: CouponValidation };

/**
 * Validates the applied coupons in the order they were applied, each against the ones before it that
 * still hold. `usesByCustomer` counts earlier orders of this customer for a coupon (null when unknown);
 * `buyer.emails` (the billing e-mail typed or ordered with, the signed-in customer's own) judge e-mail
 * restrictions, finally when `buyer.placing`. A coupon waiting for an e-mail still holds (it stays, and an
 * individual-use one still keeps others off); the totals count it for nothing (couponStanding).
 */
export function checkAppliedCoupons(
  context: CartContext,
  now: Date,
  usesByCustomer: (coupon: StoredCoupon) => number | null,
  buyer: { emails: readonly (string | null)[]; placing?: boolean },
): CouponCheck[] {
  const accepted: StoredCoupon[] = [];
  return context.coupons.map((coupon) => {
    const result = validateCoupon(coupon, {
      enteredCode: coupon.code,
      now,
      subtotal: context.cart.subtotal,
      lines: context.lines,
      usesByCustomer: usesByCustomer(coupon),
      appliedCoupons: accepted,
      buyerEmails: buyer.emails,
      placing: buyer.placing ?? false,
    });
    if (result.ok) accepted.push(coupon);
    return { coupon, result };
  });
}
