import { z } from "zod";
import { addedProductIds } from "../../domain/cart/added-notice.ts";
import { lineQuantity, rowId } from "../../domain/cart/operations.ts";
import type { AddItemsInput, Cart } from "../../server/services/cart/index.ts";
import type { RequestContext } from "../../server/http/request-context.ts";
import { ADD_FAILED } from "./cart-notice.ts";
import { isServiceError, serviceErrorStatus } from "./service-errors.server.ts";

// Form fields are text: coerced, then held to the API's own bounds (domain/cart/operations.ts).
const id = z.coerce.number().pipe(rowId);
const quantity = z.coerce.number().pipe(lineQuantity);

/** The product page's form fields (the names the markup of the origin uses). */
const formSchema = z.object({
  product_id: id,
  variation_id: z.union([z.literal(""), id]).optional(),
  quantity: quantity.optional(),
  intent: z.enum(["add-to-cart", "buy-now"]).optional(),
  attributes: z.record(z.string().min(1).max(200), z.string().max(200)).refine((r) => Object.keys(r).length <= 20),
  quantities: z.record(z.string().regex(/^[1-9][0-9]{0,9}$/), quantity).refine((r) => Object.keys(r).length <= 100),
});
export type AddToCartForm = z.infer<typeof formSchema>;

/** Groups `attribute_<slug>` and `quantity[<childId>]` fields, then validates; null for a malformed post. */
export function parseAddToCartForm(form: FormData): AddToCartForm | null {
  const attributes: Record<string, string> = {};
  const quantities: Record<string, string> = {};
  const plain: Record<string, string> = {};
  for (const [name, value] of form) {
    if (typeof value !== "string") return null;
    const child = /^quantity\[(.+)\]$/.exec(name);
    if (child?.[1]) quantities[child[1]] = value;
    else if (name.startsWith("attribute_")) attributes[name.slice("attribute_".length)] = value;
    else plain[name] = value;
  }
  const parsed = formSchema.safeParse({ ...plain, attributes, quantities });
  return parsed.success ? parsed.data : null;
}

export function toAddItemsInput(form: AddToCartForm): AddItemsInput {
  if (Object.keys(form.quantities).length > 0) return { productId: form.product_id, quantities: form.quantities };
  const attributes = Object.fromEntries(Object.entries(form.attributes).filter(([, term]) => term !== ""));
  return {
    productId: form.product_id,
    quantity: Math.max(1, form.quantity ?? 1),
    variationId: form.variation_id === "" ? undefined : form.variation_id,
    attributes: Object.keys(attributes).length > 0 ? attributes : undefined,
  };
}

/** The products the form put in the cart (a grouped product's children given a quantity, else the product). */
export function addedIdsOf(form: AddToCartForm): number[] {
  return addedProductIds({ productId: form.product_id, quantities: form.quantities });
}

/** The names of the products the form added, as the cart lists them (a product missing from the cart is left out). */
export function addedNames(form: AddToCartForm, cart: Pick<Cart, "items">): string[] {
  return addedIdsOf(form).flatMap((id) => {
    const line = cart.items.find((item) => item.productId === id);
    return line ? [line.name] : [];
  });
}

/** A refusal carries the status its kind answers (400 invalid, 404 no such product, 409 conflict); anything else is a 500. */
export type AddOutcome = { ok: true; cart: Cart } | { ok: false; error: string; code: string | null; status: number };

/**
 * Adds the form to the visitor's cart, creating the session on the first add; the session cookie and the
 * cart cookies go into the request's cookie jar.
 */
export async function addToCartFromForm(ctx: RequestContext, form: AddToCartForm): Promise<AddOutcome> {
  try {
    const session = await ctx.ensureSession();
    const cart = await ctx.services.cart.addItems(session.id, toAddItemsInput(form));
    ctx.cookies.cart(cart);
    return { ok: true, cart };
  } catch (error) {
    if (isServiceError(error)) return { ok: false, error: error.message, code: error.code, status: serviceErrorStatus(error) };
    console.warn("add to cart failed", error);
    return { ok: false, error: ADD_FAILED, code: null, status: 500 };
  }
}
