import { data, redirect } from "react-router";
import { destinationAfterAdd } from "../../domain/shell/theme-settings.ts";
import { addedNames, addToCartFromForm, parseAddToCartForm } from "../lib/add-to-cart.server.ts";
import { listingReturnPath, withFlags } from "../lib/cart-add-return.ts";
import {
  ADD_FAILED,
  ADDED_FLAG,
  CARD_PRODUCT_FIELD,
  BUY_NOW,
  ENHANCED_FIELD,
  ERROR_FLAG,
  ERROR_PRODUCT_FLAG,
  RETURN_FIELD,
  flaggedProductId,
  type AddToCartData,
} from "../lib/cart-notice.ts";
import { receiveAddToCartAnswer } from "../lib/add-to-cart-answer.ts";
import { QUANTITY_STEP_FIELD } from "../lib/quantity-step.ts";
import type { Route } from "./+types/cart-add";

const NO_STORE = { "cache-control": "no-store" };

/** An add changes the cart, so it is a POST; a typed address leads to the cart. */
export function loader() {
  throw redirect("/cart", { headers: NO_STORE });
}

/**
 * The listings' add to cart (product cards, the quick view): the product form's fields, posted here from
 * any page (a card names its product as `add-to-cart` and adds one). A script-enhanced post answers the product page's data (`{ok, cart}`, or `{ok:false, error}`
 * with the refusal's 4xx). Without JavaScript: POST → 303 → GET, on to the cart or checkout by
 * `add_to_cart_options_single`, or back to the listing (`return_to`, at the grid's notice) with the
 * one-time added or error flag. A quantity step is never an add: the only stepper posting here is the quick
 * view's, which exists only once JavaScript runs and steps in place, so a step is refused with a 400.
 */
export async function action({ context }: Route.ActionArgs) {
  const formData = await context.ctx.form();
  if (formData.has(QUANTITY_STEP_FIELD)) throw data("A quantity step adds nothing to the cart.", { status: 400, headers: NO_STORE });
  const enhanced = formData.get(ENHANCED_FIELD) === "1";
  const back = listingReturnPath(formData.get(RETURN_FIELD));
  const cardProduct = formData.get(CARD_PRODUCT_FIELD);
  if (cardProduct !== null && !formData.has("product_id")) formData.set("product_id", cardProduct);
  formData.delete(CARD_PRODUCT_FIELD);
  const parsed = parseAddToCartForm(formData);
  // A listing always adds at least one: a quantity of 0 (which the product page reads as 1) is refused here.
  const form = parsed && (parsed.quantity === undefined || parsed.quantity >= 1) ? parsed : null;
  if (!form) {
    if (enhanced) return data<AddToCartData>({ ok: false, error: ADD_FAILED }, { status: 400, headers: NO_STORE });
    return redirect(withFlags(back, refusal("invalid", formData.get("product_id"))), { status: 303, headers: NO_STORE });
  }
  const outcome = await addToCartFromForm(context.ctx, form);
  if (enhanced) {
    if (outcome.ok) return data<AddToCartData>({ ok: true, cart: outcome.cart, added: addedNames(form, outcome.cart) }, { headers: NO_STORE });
    return data<AddToCartData>({ ok: false, error: outcome.error }, { status: outcome.status, headers: NO_STORE });
  }
  if (!outcome.ok) return redirect(withFlags(back, refusal(outcome.code ?? "failed", String(form.product_id))), { status: 303, headers: NO_STORE });
  const { add_to_cart_options_single: afterAdd } = await context.services.settings.theme();
  const destination = destinationAfterAdd(afterAdd, form.intent === BUY_NOW ? BUY_NOW : "add-to-cart");
  return redirect(destination ?? withFlags(back, { [ADDED_FLAG]: String(form.product_id) }), { status: 303, headers: NO_STORE });
}

/** The refusal's flags: why, and which product (when the post named one), so the grid holding it shows the reason. */
function refusal(code: string, productId: FormDataEntryValue | null): Record<string, string> {
  const product = typeof productId === "string" ? flaggedProductId(productId) : null;
  return product === null ? { [ERROR_FLAG]: code } : { [ERROR_FLAG]: code, [ERROR_PRODUCT_FLAG]: String(product) };
}

/** The add's answer: see receiveAddToCartAnswer. */
export async function clientAction({ serverAction }: Route.ClientActionArgs): Promise<AddToCartData> {
  return receiveAddToCartAnswer(serverAction);
}

export default function CartAdd() {
  return null;
}
