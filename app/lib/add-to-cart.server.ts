import { z } from "zod";
import { lineQuantity, rowId } from "../../domain/cart/operations.ts";
import type { AddItemsInput, Cart } from "../../server/services/cart/index.ts";
import type { Services } from "../../server/services/index.ts";
import { sessionCookie, sessionTokenFromCookieHeader } from "../../server/services/sessions/cookie.ts";
import { ADD_FAILED } from "./cart-notice.ts";
import { isServiceError } from "./service-errors.server.ts";

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

/** A post from another site is refused: the Origin (or else Referer) host must be this request's host. */
export function isSameOrigin(request: Request): boolean {
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host") ?? new URL(request.url).host;
  const source = request.headers.get("origin") ?? request.headers.get("referer");
  // Browsers send Origin on every POST; a client that sends neither is no browser a cookie rides along with.
  if (source === null) return true;
  try {
    return new URL(source).host === host;
  } catch {
    return false;
  }
}

export type AddOutcome = { ok: true; cart: Cart; setCookie: string | null } | { ok: false; error: string; code: string | null; setCookie: string | null };

/** Adds the form to the visitor's cart, creating the session (and its cookie) on the first add. */
export async function addToCartFromForm(request: Request, services: Services, form: AddToCartForm): Promise<AddOutcome> {
  let setCookie: string | null = null;
  try {
    let session = await services.sessions.find(sessionTokenFromCookieHeader(request.headers.get("cookie")));
    if (!session) {
      const created = await services.sessions.create();
      session = created.session;
      const secure = (request.headers.get("x-forwarded-proto") ?? new URL(request.url).protocol.replace(":", "")) === "https";
      setCookie = sessionCookie(created.token, secure);
    }
    const cart = await services.cart.addItems(session.id, toAddItemsInput(form));
    return { ok: true, cart, setCookie };
  } catch (error) {
    if (isServiceError(error)) return { ok: false, error: error.message, code: error.code, setCookie };
    console.warn("add to cart failed", error);
    return { ok: false, error: ADD_FAILED, code: null, setCookie };
  }
}
