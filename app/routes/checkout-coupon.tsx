import { data, redirect } from "react-router";
import { ENHANCED_FIELD } from "../lib/cart-notice.ts";
import { setCouponNotice } from "../lib/checkout-coupon.server.ts";
import { couponFormChange } from "../lib/coupon-form.server.ts";
import { checkoutSessionOf } from "../../server/http/checkout-email.ts";
import type { Route } from "./+types/checkout-coupon";

/** Nothing to show here: the coupon block lives on the checkout page. */
export function loader() {
  return redirect("/checkout", { status: 303 });
}

/**
 * The checkout's coupon form (`intent` apply-coupon or remove-coupon), kept apart from the checkout form so
 * Enter in the code field never places the order (S-5-24). The outcome travels as a one-time cookie that
 * the layout route around /checkout reads (S-8-16: shown inside the coupon block): without JavaScript
 * after the 303 back to /checkout, with it when the fetcher's submission revalidates the page, which also
 * reprices the order review.
 */
export async function action({ context }: Route.ActionArgs) {
  const { ctx } = context;
  const form = await ctx.form();
  const session = await ctx.session();
  // With the e-mail typed in the checkout form beside it, when there is one: a coupon for certain addresses is judged by it.
  const notice = await couponFormChange(form, session && checkoutSessionOf(session, ctx), context.services);
  setCouponNotice(notice, ctx);
  const headers = new Headers({ "cache-control": "no-store" });
  if (form.get(ENHANCED_FIELD) === "1") return data({ notice }, { headers });
  return redirect("/checkout", { status: 303, headers });
}
