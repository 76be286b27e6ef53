/**
 * A variation reduced to what option availability needs: its attribute map and how far it can be bought.
 * Both the embedded variation list and the compact availability index reduce to this, which is what lets
 * a page with hundreds of variations disable options without shipping every variation.
 */
import type { VariationDetail } from "../catalog/types.ts";
import { stockStatusInStock } from "./variation-matching.ts";
import { variationMaxQuantity } from "./quantity.ts";

/** Best first: a buyable variation, one only out of stock, one that exists but cannot be bought. */
export const COMBINATION_STATUSES = ["available", "out-of-stock", "unavailable"] as const;
export type CombinationStatus = (typeof COMBINATION_STATUSES)[number];

export type Combination = {
  /** Attribute slug → term slug; "" means any. */
  attributes: Readonly<Record<string, string>>;
  status: CombinationStatus;
  /** The most one order can take (stock or the merchant's cap), for the stock-left badge; null = no limit. */
  maxQuantity: number | null;
};

/**
 * Stock is looked at first so that "out-of-stock" means exactly what disable_out_of_stock filters on;
 * an in-stock variation that is hidden or not purchasable exists but cannot be bought.
 */
export function combinationStatus(v: Pick<VariationDetail, "enabled" | "purchasable" | "stockStatus">): CombinationStatus {
  if (!stockStatusInStock(v.stockStatus)) return "out-of-stock";
  return v.enabled && v.purchasable ? "available" : "unavailable";
}

export function combinationOf(v: VariationDetail): Combination {
  return { attributes: v.attributes, status: combinationStatus(v), maxQuantity: variationMaxQuantity(v) };
}

/**
 * What the page knows when it embeds neither the variations nor the index (the spec's "loaded by ajax"
 * mode): every combination may exist, so no option is disabled and the server answers for each choice.
 */
export const UNKNOWN_COMBINATIONS: readonly Combination[] = [{ attributes: {}, status: "available", maxQuantity: null }];

export function combinationsFromVariations(variations: readonly VariationDetail[]): Combination[] {
  return variations.map(combinationOf);
}

/**
 * Statuses best first. With disable_out_of_stock an out-of-stock variation no longer counts as available,
 * so it ranks below one that exists but cannot be bought: that one can still be chosen.
 */
export function statusRanking(disableOutOfStock = false): readonly CombinationStatus[] {
  return disableOutOfStock ? ["available", "unavailable", "out-of-stock"] : COMBINATION_STATUSES;
}

/** The better of two statuses under a ranking. */
export function bestStatus(a: CombinationStatus | null, b: CombinationStatus, ranking: readonly CombinationStatus[] = COMBINATION_STATUSES): CombinationStatus {
  if (a === null) return b;
  return ranking.indexOf(a) <= ranking.indexOf(b) ? a : b;
}
