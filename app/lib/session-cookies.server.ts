import { EMPTY_CART } from "../../domain/cart/cart-cookies.ts";
import type { RequestContext } from "../../server/http/request-context.ts";

/**
 * The cookies after a login or a registration from a form: the new session, and the items-in-cart and
 * cart-hash cookies of the cart the login merged (the guest's lines joined the customer's saved cart),
 * so the header's widget and the browser's stored cart describe the cart the customer now has.
 */
export async function setSignedInCookies(ctx: RequestContext, signedIn: { token: string; session: { id: string } }): Promise<void> {
  const cart = await ctx.services.cart.getCart(signedIn.session.id);
  ctx.cookies.session(signedIn.token);
  ctx.cookies.cart(cart);
}

/** The cookies after a logout: the new anonymous session, whose cart is empty. */
export function setSignedOutCookies(ctx: RequestContext, token: string): void {
  ctx.cookies.session(token);
  ctx.cookies.cart(EMPTY_CART);
}
