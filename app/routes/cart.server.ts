import { z } from "zod";
import { LINE_KEY_PATTERN } from "../../domain/cart/line-key.ts";
import { addQuantity, rowId } from "../../domain/cart/operations.ts";
import { MAX_LINE_QUANTITY } from "../../domain/limits.ts";
import { quantityAskedFor, quantityLimitMessage } from "../../domain/cart/line-limits.ts";
import { fieldStepperBounds, parsePostedQuantity, parseStepDirection, stepQuantity, type StepDirection } from "../../domain/product/quantity-step.ts";
import type { FlashSlot } from "../../server/http/flash.ts";
import type { RequestContext } from "../../server/http/request-context.ts";
import { FILTER_SLUG_PATTERN } from "../../domain/catalog/loop-filter.ts";
import type { Cart, LineQuantity } from "../../server/services/cart/index.ts";
import type { Services } from "../../server/services/index.ts";
import { addToCartFromForm, parseAddToCartForm } from "../lib/add-to-cart.server.ts";
import { addedText } from "../lib/cart-notice.ts";
import { couponFormChange, isCouponIntent, type CouponSession } from "../lib/coupon-form.server.ts";
import { CART_INTENT, CART_UPDATED, quantityFieldId, quantityFieldName, removedText, restoredText, type CartPageNotice } from "../lib/cart-view.ts";
import { serviceErrorMessage } from "../lib/service-errors.server.ts";

/** The one-time notice a redirect carries to the cart page (a post without JavaScript, the add-to-cart link). */
export const CART_NOTICE: FlashSlot = { name: "vitrine_cart_notice", path: "/cart" };
const GENERIC = "Sorry, your cart could not be changed. Please try again.";

const lineSchema = z.object({
  key: z.string().regex(LINE_KEY_PATTERN),
  productId: rowId,
  variationId: rowId.nullable(),
  attributes: z.record(z.string().min(1).max(200), z.string().min(1).max(200)),
  quantity: addQuantity,
  name: z.string().max(300),
});
const noticeSchema = z.union([
  z.object({ kind: z.enum(["success", "error"]), text: z.string().max(500), key: z.string().regex(LINE_KEY_PATTERN).optional() }),
  z.object({ kind: z.literal("removed"), text: z.string().max(500), line: lineSchema }),
]);

export function setCartNotice(notice: CartPageNotice | null, ctx: RequestContext): void {
  if (notice) ctx.flash.put(CART_NOTICE, notice);
  else ctx.flash.clear(CART_NOTICE);
}

/** The notice the last redirect left (cleared as it is read); a tampered or unknown one is ignored. */
export function takeCartNotice(ctx: RequestContext): CartPageNotice | null {
  const parsed = noticeSchema.safeParse(ctx.flash.take(CART_NOTICE));
  return parsed.success ? parsed.data : null;
}

/** Query parameters the add-to-cart link uses; the redirect drops them. */
export function isAddToCartParam(name: string): boolean {
  return name === "add-to-cart" || name === "quantity" || name === "variation_id" || name.startsWith("attribute_");
}

/** The add-to-cart link (`/cart?add-to-cart=<id>&quantity=N[&variation_id=…]`): adds like the product form. */
export async function addFromLink(ctx: RequestContext, params: URLSearchParams) {
  const form = new FormData();
  form.set("product_id", await productIdOfLink(ctx, params.get("add-to-cart") ?? ""));
  for (const [name, value] of params) if (name !== "add-to-cart" && isAddToCartParam(name)) form.set(name, value);
  const parsed = parseAddToCartForm(form);
  if (!parsed)
    return {
      notice: { kind: "error", text: "Sorry, that link does not name a product that can be added to the cart." } as CartPageNotice,
    };
  const outcome = await addToCartFromForm(ctx, parsed);
  if (!outcome.ok) return { notice: { kind: "error", text: outcome.error } as CartPageNotice };
  const line = outcome.cart.items.find((i) => i.productId === parsed.product_id);
  return { notice: { kind: "success", text: addedText(line?.name ?? "The product") } as CartPageNotice };
}

/** The link names its product by id (`add-to-cart=14`) or, easier to write by hand, by slug (`add-to-cart=arc-table-lamp`). */
async function productIdOfLink(ctx: RequestContext, named: string): Promise<string> {
  if (/^\d+$/.test(named) || named.length > 200 || !FILTER_SLUG_PATTERN.test(named)) return named;
  const product = await ctx.services.catalog.getProduct(named);
  return product ? String(product.id) : named;
}

const WHOLE_NUMBER_NEEDED = "Please enter a whole number as the quantity.";

/**
 * A line's step: the cart updated as "Update cart" would, with that line's quantity one step on within its
 * limits (minimum, maximum, stock left), as the button steps it in the browser. Plus held at the limit is
 * told why, in the line (the notice names it), as the line tells it with JavaScript.
 */
async function stepLine(form: FormData, step: CartStep, sessionId: string, services: Services) {
  const typed = quantityChanges(form);
  if (!typed) return { notice: { kind: "error", text: WHOLE_NUMBER_NEEDED } as CartPageNotice, cart: null };
  const line = (await services.cart.getCart(sessionId)).items.find((item) => item.key === step.key);
  const quantity = line
    ? stepQuantity(step.quantity, step.direction, fieldStepperBounds({ min: Math.max(line.minQuantity, 1), max: line.maxQuantity }))
    : step.quantity;
  const changes = [...typed.filter((change) => change.key !== step.key), { key: step.key, quantity }];
  // An unknown line is refused by the update itself ("Your cart has no line …").
  const cart = await services.cart.updateLines(sessionId, changes);
  const refusal = line && quantityLimitMessage(quantityAskedFor(step.quantity, quantity, line.maxQuantity), line);
  return { notice: (refusal ? { kind: "error", text: refusal, key: step.key } : { kind: "success", text: CART_UPDATED }) as CartPageNotice, cart };
}

const intField = (v: FormDataEntryValue | null) => (typeof v === "string" && /^\d{1,9}$/.test(v) ? Number(v) : null);

/** The quantity fields of an "Update cart" post, or null when one is not a whole number. */
function quantityChanges(form: FormData): LineQuantity[] | null {
  const changes: LineQuantity[] = [];
  for (const [name, value] of form) {
    const key = /^cart\[([0-9a-f]{32})\]\[qty\]$/.exec(name)?.[1];
    // An empty field changes nothing (S-5-19); anything else that is not a whole number is refused.
    if (!key || value === "") continue;
    const quantity = intField(value);
    if (quantity === null || quantity > MAX_LINE_QUANTITY) return null;
    changes.push({ key, quantity });
  }
  return changes;
}

/** A line's minus or plus pressed without JavaScript: which line, which way, from the quantity its field shows. */
export type CartStep = { key: string; direction: StepDirection; quantity: number };

const STEP_FIELD = /^cart\[([^\]]*)\]\[step\]$/;

/**
 * The step a post carries, if any (a line's −/+ button posts `cart[<key>][step]` = -1 or 1 in place of an
 * intent); "invalid" for one the buttons never send: two steps, a step beside an intent, a key that is not
 * a line key, another value, or a quantity field that is missing or not a whole number.
 */
export function readCartStep(form: FormData): CartStep | "invalid" | null {
  const names = [...form.keys()].filter((name) => STEP_FIELD.test(name));
  if (names.length === 0) return null;
  const key = STEP_FIELD.exec(names[0]!)?.[1] ?? "";
  if (names.length > 1 || form.has("intent") || !LINE_KEY_PATTERN.test(key)) return "invalid";
  const direction = parseStepDirection(form.get(names[0]!));
  const quantity = parsePostedQuantity(form.get(quantityFieldName(key)));
  return direction === null || quantity === null ? "invalid" : { key, direction, quantity };
}

/** Where a step comes back to: the cart at the stepped line's quantity field. */
export const cartStepPath = (step: CartStep) => `/cart#${quantityFieldId(step.key)}`;

/**
 * One cart page form post, by its intent (or a line's step): the notice to show and the cart afterwards
 * (null when its lines are unchanged, as after a coupon change: the cart cookies stay as they are).
 */
export async function cartPageChange(
  form: FormData,
  session: CouponSession | null,
  services: Services,
  step: CartStep | null = null,
): Promise<{ notice: CartPageNotice | null; cart: Cart | null }> {
  const intent = form.get("intent");
  if (!session) return { notice: { kind: "error", text: "Your cart is empty." }, cart: null };
  if (isCouponIntent(intent)) return { notice: await couponFormChange(form, session, services), cart: null };
  const sessionId = session.id;
  try {
    if (step) return await stepLine(form, step, sessionId, services);
    if (intent === CART_INTENT.update) {
      const changes = quantityChanges(form);
      if (!changes) return { notice: { kind: "error", text: WHOLE_NUMBER_NEEDED }, cart: null };
      const cart = changes.length > 0 ? await services.cart.updateLines(sessionId, changes) : null;
      return { notice: { kind: "success", text: CART_UPDATED }, cart };
    }
    if (intent === CART_INTENT.remove) {
      const key = String(form.get("key") ?? "");
      const { cart, removed } = await services.cart.removeLine(sessionId, key);
      return { notice: { kind: "removed", text: removedText(removed.name), line: removed }, cart };
    }
    if (intent === CART_INTENT.undo) {
      const line = lineSchema.safeParse({
        key: form.get("key"),
        productId: intField(form.get("product_id")),
        variationId: form.get("variation_id") === "" ? null : intField(form.get("variation_id")),
        attributes: JSON.parse(String(form.get("attributes") ?? "{}")),
        quantity: intField(form.get("quantity")),
        name: String(form.get("name") ?? ""),
      });
      if (!line.success) return { notice: { kind: "error", text: GENERIC }, cart: null };
      const cart = await services.cart.restoreLine(sessionId, line.data);
      return { notice: { kind: "success", text: restoredText(line.data.name) }, cart };
    }
    if (intent === CART_INTENT.clearRemoved) return { notice: null, cart: await services.cart.clearRemoved(sessionId) };
    return { notice: { kind: "error", text: GENERIC }, cart: null };
  } catch (error) {
    return { notice: { kind: "error", text: error instanceof SyntaxError ? GENERIC : serviceErrorMessage(error, GENERIC, "cart change failed") }, cart: null };
  }
}
