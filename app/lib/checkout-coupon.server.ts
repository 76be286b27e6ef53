import { z } from "zod";
import type { CouponNotice } from "./cart-view.ts";
import { isSecure } from "./cart-page.server.ts";

/** The one-time outcome of the checkout's coupon form, read by the layout route around /checkout. */
export const CHECKOUT_COUPON_NOTICE_COOKIE = "vitrine_checkout_coupon_notice";
const noticeSchema = z.object({ kind: z.enum(["success", "error"]), text: z.string().max(500) });

export function couponNoticeCookie(notice: CouponNotice | null, request: Request): string {
  // Path=/ rather than /checkout: the revalidating fetch after a script-enhanced post asks for
  // /checkout.data, which a /checkout path does not cover.
  const tail = `; Path=/; HttpOnly; SameSite=Lax${isSecure(request) ? "; Secure" : ""}`;
  if (!notice) return `${CHECKOUT_COUPON_NOTICE_COOKIE}=${tail}; Max-Age=0`;
  return `${CHECKOUT_COUPON_NOTICE_COOKIE}=${Buffer.from(JSON.stringify(notice)).toString("base64url")}${tail}; Max-Age=60`;
}

export function readCouponNotice(request: Request): CouponNotice | null {
  const raw = (request.headers.get("cookie") ?? "")
    .split(/;\s*/)
    .find((c) => c.startsWith(`${CHECKOUT_COUPON_NOTICE_COOKIE}=`))
    ?.slice(CHECKOUT_COUPON_NOTICE_COOKIE.length + 1);
  if (!raw) return null;
  try {
    const parsed = noticeSchema.safeParse(JSON.parse(Buffer.from(raw, "base64url").toString("utf8")));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
