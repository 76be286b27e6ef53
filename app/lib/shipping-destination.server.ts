import {
  parseShippingDestinationCookie,
  SHIPPING_DESTINATION_COOKIE,
  SHIPPING_DESTINATION_MAX_AGE_SECONDS,
  shippingDestinationCookieValue,
  type ShippingDestination,
} from "../../domain/cart/shipping-calculator.ts";
import { cookieValue } from "../../server/http/flash.ts";
import type { RequestContext } from "../../server/http/request-context.ts";

/** Where the cart's shipping calculator last priced for, if the shopper used it. */
export function shippingDestinationOf(ctx: RequestContext): ShippingDestination | null {
  return parseShippingDestinationCookie(cookieValue(ctx.header("cookie"), SHIPPING_DESTINATION_COOKIE));
}

export function rememberShippingDestination(ctx: RequestContext, destination: ShippingDestination): void {
  ctx.cookies.set(SHIPPING_DESTINATION_COOKIE, shippingDestinationCookieValue(destination), { path: "/", maxAgeSeconds: SHIPPING_DESTINATION_MAX_AGE_SECONDS });
}
