import { eq } from "drizzle-orm";
import type { Coupon } from "../../../domain/cart/coupons.ts";
import type { Queryable } from "../../db/kit/index.ts";
import { customers } from "../../db/schema/index.ts";

/** Who is buying, as far as coupons restricted to e-mail addresses care. */
export type Buyer = {
  customerId: number | null;
  /** The billing e-mail: typed at checkout (before the order), or the order's own; null or absent when unknown. */
  email?: string | null | undefined;
};

/**
 * The buyer's addresses a coupon's e-mail list is judged by (domain/cart/coupon-emails.ts): the billing
 * e-mail and, for a signed-in customer, the account's own. The account is read only when one of the
 * coupons has a list, so a cart without such a coupon costs no query.
 */
export async function buyerEmails(q: Queryable, buyer: Buyer, coupons: readonly Pick<Coupon, "allowedEmails">[]): Promise<(string | null)[]> {
  const billing = buyer.email ?? null;
  if (buyer.customerId === null || !coupons.some((coupon) => coupon.allowedEmails.length > 0)) return [billing];
  const [row] = await q.select({ email: customers.email }).from(customers).where(eq(customers.id, buyer.customerId)).limit(1);
  return [billing, row?.email ?? null];
}
