import { useEffect, useId, useState } from "react";
import { formatQuantity, quantityOnLoad, stepDown, stepperBounds, stepUp } from "../../../domain/product/quantity.ts";

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
};

/**
 * Minus, a native number input and plus (storefront-shell.md §5). The input keeps min/max/step so the
 * browser's own form validation still applies; the buttons follow the product page's stepper rules.
 */
export function QuantityStepper({ min, max, step = 1, value, onChange, hidden = false, label = "Quantity", name = "quantity" }: QuantityStepperProps) {
  const id = useId();
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
        type="button"
        className="quantity__button"
        aria-label={`Decrease ${label.toLowerCase()}`}
        aria-controls={id}
        onClick={() => onChange(stepDown(current, bounds))}
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
        type="button"
        className="quantity__button"
        aria-label={`Increase ${label.toLowerCase()}`}
        aria-controls={id}
        onClick={() => onChange(stepUp(current, bounds))}
      >
        +
      </button>
    </div>
  );
}
