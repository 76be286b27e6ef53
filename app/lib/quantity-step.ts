/**
 * The quantity stepper's −/+ as form posts, for a page without JavaScript (or before it runs): the names and
 * values the buttons post and the actions read. The step itself is domain/product/quantity-step.ts.
 */
export { STEP_DOWN_VALUE, STEP_UP_VALUE } from "../../domain/product/quantity-step.ts";

/** The product page's −/+ buttons: `quantity-step=-1` or `1`, beside the form's own fields. */
export const QUANTITY_STEP_FIELD = "quantity-step";
/** The product page's address after a step: the quantity to show (`/product/<slug>?quantity=3`). */
export const QUANTITY_PARAM = "quantity";
/**
 * The id of the product page's own quantity field: a step comes back to it (`#quantity`), so the field is in
 * view and Tab and Shift+Tab reach plus and minus from there.
 */
export const PRODUCT_QUANTITY_ID = "quantity";
