import { useEffect, useId, useState } from "react";
import { formatQuantity, quantityOnLoad, stepDown, stepperBounds, stepUp } from "../../../domain/product/quantity.ts";
import { useHydrated } from "../../hooks/use-hydrated.ts";
import { QUANTITY_STEP_FIELD, STEP_DOWN_VALUE, STEP_UP_VALUE } from "../../lib/quantity-step.ts";
import { REPLAY_CLICK_ATTRIBUTE } from "../../lib/early-clicks.ts";

type QuantityStepperProps = {
  min: number;
  max: number | null;
  step?: number;
  value: number;
  onChange: (value: number) => void;
  hidden?: boolean;
  label?: string;
  /** The field's name; the cart page's carries the line key (S-3-23). */
  name?: string;
  /** The field's id, when a step without JavaScript comes back to it by address (`#id`); else a generated one. */
  id?: string;
  /** What minus and plus post, as submit buttons, before JavaScript runs (the cart page's names the line). */
  stepName?: string;
};

/**
 * Minus, a native number input and plus (storefront-shell.md §5). The input keeps min/max/step so the
 * browser's own form validation still applies; the buttons follow the product page's stepper rules.
 * Once the page runs they step in place (type "button"); before that, and without JavaScript, they are the
 * form's submit buttons posting `stepName` = -1 or 1, and the route's action takes the same step and shows
 * the page again. They skip the form's validation then: the server clamps a typed value into range, as a
 * click does. The form puts a DefaultSubmit first, so Enter in a field does not press minus. A tap in the
 * moments before the page runs is held and replayed once it does (lib/early-clicks.ts), and a click the page
 * handles never submits, so with JavaScript a step stays in place, as it always did.
 */
export function QuantityStepper({
  min,
  max,
  step = 1,
  value,
  onChange,
  hidden = false,
  label = "Quantity",
  name = "quantity",
  id: givenId,
  stepName = QUANTITY_STEP_FIELD,
}: QuantityStepperProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const hydrated = useHydrated();
  const posts = hydrated ? { type: "button" as const } : { type: "submit" as const, name: stepName, formNoValidate: true, [REPLAY_CLICK_ATTRIBUTE]: "" };
  const bounds = stepperBounds({ min, max, step, keepPositive: true });
  const [text, setText] = useState(() => formatQuantity(value, bounds.step));
  useEffect(() => setText(formatQuantity(value, bounds.step)), [value, bounds.step]);
  useEffect(() => {
    const raised = quantityOnLoad(value, bounds);
    if (raised !== value) onChange(raised);
    // Only the limits: a value typed below min is left for the browser's validation to report.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [bounds.min]);

  if (hidden) return <input type="hidden" name={name} value="1" />;
  const current = Number(text);
  return (
    <div className="quantity">
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <button
        {...posts}
        value={STEP_DOWN_VALUE}
        className="quantity__button"
        aria-label={`Decrease ${label.toLowerCase()}`}
        aria-controls={id}
        onClick={(event) => {
          event.preventDefault();
          onChange(stepDown(current, bounds));
        }}
      >
        −
      </button>
      <input
        id={id}
        className="quantity__input"
        type="number"
        name={name}
        inputMode="decimal"
        min={bounds.min}
        max={bounds.max ?? undefined}
        step={bounds.step}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          const typed = Number(event.target.value);
          if (event.target.value !== "" && Number.isFinite(typed)) onChange(typed);
        }}
      />
      <button
        {...posts}
        value={STEP_UP_VALUE}
        className="quantity__button"
        aria-label={`Increase ${label.toLowerCase()}`}
        aria-controls={id}
        onClick={(event) => {
          event.preventDefault();
          onChange(stepUp(current, bounds));
        }}
      >
        +
      </button>
    </div>
  );
}
