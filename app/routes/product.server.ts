import type { ProductDetail } from "../../domain/catalog/types.ts";
import { variationQuantityField } from "../../domain/product/quantity.ts";
import { fieldStepperBounds, parsePostedQuantity, parseStepDirection, stepQuantity, type StepDirection } from "../../domain/product/quantity-step.ts";
import { pickVariation } from "../../domain/product/variation-matching.ts";
import { PRODUCT_QUANTITY_ID, QUANTITY_PARAM, QUANTITY_STEP_FIELD } from "../lib/quantity-step.ts";

/** A press of the product form's minus or plus, posted without JavaScript: which way, from which quantity. */
export type ProductStep = { direction: StepDirection; quantity: number };

/**
 * The product form's step, if the post is one: null when the post is an add; "invalid" when it names a step
 * the buttons never send, a quantity no number field holds, or is both a step and an add.
 */
export function readProductStep(form: FormData): ProductStep | "invalid" | null {
  if (!form.has(QUANTITY_STEP_FIELD)) return null;
  const direction = parseStepDirection(form.get(QUANTITY_STEP_FIELD));
  const quantity = parsePostedQuantity(form.get("quantity"));
  if (direction === null || quantity === null || form.getAll(QUANTITY_STEP_FIELD).length > 1 || form.has("intent")) return "invalid";
  return { direction, quantity };
}

/**
 * Where a step comes back to: the product page with the options chosen so far and the stepped quantity,
 * at the quantity field. The step is the one a click takes, within the chosen variation's limits (the
 * product's while no variation is chosen): minimum, maximum and stock left.
 */
export function productStepPath(product: ProductDetail, form: FormData, step: ProductStep): string {
  const selection: Record<string, string> = {};
  for (const attribute of product.attributes.filter((a) => a.usedForVariations)) {
    const term = form.get(`attribute_${attribute.slug}`);
    selection[attribute.slug] = typeof term === "string" && attribute.terms.some((t) => t.slug === term) ? term : "";
  }
  const picked = product.type === "variable" ? pickVariation(Object.keys(selection), product.variations, selection) : null;
  const match = typeof picked === "object" ? picked : null;
  const field = variationQuantityField(match ?? product, step.quantity);
  const quantity = stepQuantity(step.quantity, step.direction, fieldStepperBounds(field));
  const query = new URLSearchParams();
  for (const [slug, term] of Object.entries(selection)) if (term !== "") query.set(`attribute_${slug}`, term);
  query.set(QUANTITY_PARAM, String(quantity));
  return `/product/${encodeURIComponent(product.slug)}?${query}#${PRODUCT_QUANTITY_ID}`;
}
