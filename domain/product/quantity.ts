/**
 * Quantity rules: the plus/minus stepper (storefront-shell.md §5 "Cart quantity", product-page-and-widgets.md
 * §5 quick-view stepper) and the limits a chosen variation puts on the field (§4 "Variation selection").
 */
import type { VariationDetail } from "../catalog/types.ts";

/** The quick-view stepper's defaults when the input carries no min or step (P-5-5, P-5-6). */
export const QUANTITY_STEPPER_DEFAULTS = { min: 0, step: 1 } as const;

export type StepperBounds = {
  min: number;
  /** null = no maximum. */
  max: number | null;
  step: number;
  /** Product and cart page steppers never let minus reach zero; the quick-view stepper may rest at 0. */
  keepPositive: boolean;
};

export type StepperInput = { min?: number | null; max?: number | null; step?: number | null; keepPositive?: boolean };

const finite = (n: number | null | undefined): n is number => typeof n === "number" && Number.isFinite(n);

/** Reads an input's attributes; missing or nonsense values fall back to the defaults. */
export function stepperBounds(input: StepperInput = {}): StepperBounds {
  const min = finite(input.min) && input.min >= 0 ? input.min : QUANTITY_STEPPER_DEFAULTS.min;
  const max = finite(input.max) ? Math.max(input.max, min) : null;
  const step = finite(input.step) && input.step > 0 ? input.step : QUANTITY_STEPPER_DEFAULTS.step;
  return { min, max, step, keepPositive: input.keepPositive ?? false };
}

/** Sums of decimal steps drift in binary (0.1 + 0.2); quantities never need more than six places. */
function tidy(n: number): number {
  return Math.round(n * 1e6) / 1e6;
}

/** Into [min, max]; a maximum below the minimum yields the minimum, since nothing smaller can be ordered. */
export function clampQuantity(value: number, min: number, max: number | null): number {
  const v = Number.isFinite(value) ? value : min;
  const upper = max === null ? v : Math.min(v, max);
  return Math.max(upper, min);
}

/** Plus: one step up, capped at max. */
export function stepUp(value: number, b: StepperBounds): number {
  return clampQuantity(tidy((Number.isFinite(value) ? value : 0) + b.step), b.min, b.max);
}

/** Minus: one step down, floored at min; on a keepPositive stepper a step that would reach zero is refused. */
export function stepDown(value: number, b: StepperBounds): number {
  const current = clampQuantity(value, b.min, b.max);
  const next = Math.max(tidy(current - b.step), b.min);
  return b.keepPositive && next <= 0 ? current : next;
}

/** A value below min is raised to min when the page loads. */
export function quantityOnLoad(value: number, b: StepperBounds): number {
  return Number.isFinite(value) && value >= b.min ? value : b.min;
}

/** Non-integer steps show one decimal (1.5, 2.0) so the field does not jump between 2 and 2.5 widths. */
export function formatQuantity(value: number, step: number): string {
  return Number.isInteger(step) ? String(value) : value.toFixed(1);
}

/**
 * The most one order can take: the merchant's cap and, when stock is counted and backorders are not in
 * play, the stock left. null = unlimited.
 */
export function variationMaxQuantity(v: Pick<VariationDetail, "maxQuantity" | "stockQuantity" | "stockStatus">): number | null {
  const stock = v.stockStatus === "instock" && v.stockQuantity !== null ? Math.max(v.stockQuantity, 0) : null;
  if (v.maxQuantity === null) return stock;
  return stock === null ? v.maxQuantity : Math.min(v.maxQuantity, stock);
}

export type QuantityField = { hidden: boolean; value: number; min: number; max: number | null };

/** The quantity field once a variation is chosen: sold-individually pins it to 1 and hides it. */
export function variationQuantityField(
  v: Pick<VariationDetail, "soldIndividually" | "minQuantity" | "maxQuantity" | "stockQuantity" | "stockStatus">,
  current: number,
): QuantityField {
  if (v.soldIndividually) return { hidden: true, value: 1, min: 1, max: 1 };
  const min = v.minQuantity;
  const cap = variationMaxQuantity(v);
  const max = cap === null ? null : Math.max(cap, min);
  return { hidden: false, value: clampQuantity(current, min, max), min, max };
}
