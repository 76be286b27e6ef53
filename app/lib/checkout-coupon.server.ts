import { z } from "zod";
import type { CouponNotice } from "./cart-view.ts";
import type { FlashSlot } from "../../server/http/flash.ts";
import type { RequestContext } from "../../server/http/request-context.ts";

/**
 * The one-time outcome of the checkout's coupon form, read by the layout route around /checkout. Path=/
 * rather than /checkout: the revalidating fetch after a script-enhanced post asks for /checkout.data,
 * which a /checkout path does not cover.
 */
export const CHECKOUT_COUPON_NOTICE: FlashSlot = { name: "vitrine_checkout_coupon_notice", path: "/" };
const noticeSchema = z.object({ kind: z.enum(["success", "error"]), text: z.string().max(500) });

export function setCouponNotice(notice: CouponNotice, ctx: RequestContext): void {
  ctx.flash.put(CHECKOUT_COUPON_NOTICE, notice);
}

/** The coupon form's outcome the last post left (cleared as it is read); a tampered one is ignored. */
export function takeCouponNotice(ctx: RequestContext): CouponNotice | null {
  const parsed = noticeSchema.safeParse(ctx.flash.take(CHECKOUT_COUPON_NOTICE));
  return parsed.success ? parsed.data : null;
}
