import { useHydrated } from "../../hooks/use-hydrated.ts";

/**
 * The button Enter in a field presses. Implicit submission presses a form's first submit button, and
 * before JavaScript runs a quantity stepper's minus is one (QuantityStepper): a form with a stepper puts
 * this first, naming its own main action, so Enter adds to cart or updates the cart as it always did.
 * Hidden from sight and from assistive technology (the visible button of the same name is the one to use),
 * and gone once the page runs, when the steppers are plain buttons again.
 */
export function DefaultSubmit({ name, value }: { name: string; value: string }) {
  return useHydrated() ? null : <button type="submit" name={name} value={value} hidden tabIndex={-1} />;
}
