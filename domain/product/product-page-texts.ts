/**
 * The product page's configurable texts (product-page-and-widgets.md §8) and the two rules that show them
 * as alerts: add to cart while the button is disabled, and a review sent without a required rating (§5).
 */
import type { AddToCartButtonState } from "./variation-state.ts";

export type ProductPageTexts = {
  noMatchingVariations: string;
  unavailable: string;
  makeASelection: string;
  ratingRequired: string;
  selectionReset: string;
};

/** The origin's wording, kept because shoppers of shops on that platform know it. */
export const PRODUCT_PAGE_TEXT_DEFAULTS: ProductPageTexts = {
  noMatchingVariations: "Sorry, no products matched your selection. Please choose a different combination.",
  unavailable: "Sorry, this product is unavailable. Please choose a different combination.",
  makeASelection: "Please select some product options before adding this product to your cart.",
  ratingRequired: "Please select a rating",
  selectionReset: "Your selection has been reset. Please select some product options before adding this product to your cart.",
};

export function productPageTexts(overrides: Partial<ProductPageTexts> = {}): ProductPageTexts {
  const set = Object.fromEntries(Object.entries(overrides).filter(([, value]) => value !== undefined));
  return { ...PRODUCT_PAGE_TEXT_DEFAULTS, ...set };
}

/** The alert for a click on the add-to-cart button, or null when the button is enabled and adds. */
export function addToCartAlert(button: AddToCartButtonState, texts: ProductPageTexts): string | null {
  if (button === "enabled") return null;
  return button === "unavailable" ? texts.unavailable : texts.makeASelection;
}

export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;

/** The hidden rating field's value as a rating, or null when empty or outside 1–5. */
export function parseRating(value: string | number | null | undefined): number | null {
  const n = typeof value === "string" ? (value.trim() === "" ? NaN : Number(value)) : (value ?? NaN);
  return Number.isInteger(n) && n >= REVIEW_RATING_MIN && n <= REVIEW_RATING_MAX ? n : null;
}

export type ReviewCheck = { ok: true; rating: number | null } | { ok: false; alert: string };

/** Blocks a review whose form has a rating field left empty while ratings are required. */
export function checkReviewSubmission(
  input: { ratingFieldPresent: boolean; ratingValue: string | number | null | undefined; ratingsRequired: boolean },
  texts: Pick<ProductPageTexts, "ratingRequired">,
): ReviewCheck {
  const rating = input.ratingFieldPresent ? parseRating(input.ratingValue) : null;
  if (input.ratingFieldPresent && input.ratingsRequired && rating === null) return { ok: false, alert: texts.ratingRequired };
  return { ok: true, rating };
}

/**
 * A review is from a "verified owner" when its e-mail placed an order for the product that was paid for:
 * processing or completed, as the origin counts paid orders (on-hold waits for a bank transfer).
 */
export const VERIFIED_OWNER_ORDER_STATUSES = ["processing", "completed"] as const;
