/**
 * The quantity stepper's −/+ as a form post (a page without JavaScript): the button names a direction, the
 * field carries the quantity shown, and the server takes the same step a click takes in the browser
 * (stepUp / stepDown of ./quantity.ts), so both paths give the same number.
 */
import { MAX_LINE_QUANTITY } from "../limits.ts";
import { stepDown, stepperBounds, stepUp, type StepperBounds } from "./quantity.ts";

export type StepDirection = -1 | 1;

/** What the minus and plus buttons post as their value. */
export const STEP_DOWN_VALUE = "-1";
export const STEP_UP_VALUE = "1";

/** A button's posted value as a direction, or null for anything the buttons never send. */
export function parseStepDirection(value: unknown): StepDirection | null {
  if (value === STEP_DOWN_VALUE) return -1;
  if (value === STEP_UP_VALUE || value === "+1") return 1;
  return null;
}

const WHOLE_NUMBER = /^\d{1,9}$/;

/**
 * The quantity field as posted beside a step: a whole number up to the line cap, or empty, which counts as
 * 0 as the browser's stepper reads an emptied field. Null for anything else (a browser's number field never
 * sends words, signs or exponents).
 */
export function parsePostedQuantity(value: unknown): number | null {
  if (typeof value !== "string") return null;
  const text = value.trim();
  if (text === "") return 0;
  if (!WHOLE_NUMBER.test(text)) return null;
  const quantity = Number(text);
  return quantity <= MAX_LINE_QUANTITY ? quantity : null;
}

/** One press of minus or plus on `value`, within the field's bounds. */
export function stepQuantity(value: number, direction: StepDirection, bounds: StepperBounds): number {
  return direction === 1 ? stepUp(value, bounds) : stepDown(value, bounds);
}

/** The bounds of a product page or cart page stepper over its field's limits: as its buttons use them, never down to 0. */
export function fieldStepperBounds(field: { min: number; max: number | null }): StepperBounds {
  return stepperBounds({ min: field.min, max: field.max, keepPositive: true });
}

/** A quantity given in a product page's address (`?quantity=3`, where a step comes back to), or null to ignore it. */
export function presetQuantity(value: string | null): number | null {
  if (value === null || value.trim() === "") return null;
  return parsePostedQuantity(value);
}
