import type { MouseEvent } from "react";

export type CheckoutStep = 1 | 2;

const STEPS: Record<CheckoutStep, string> = { 1: "Information", 2: "Shipping and payment" };
/** Fields answered in step 2; any other refused field sends the shopper back to step 1. */
const STEP_2_FIELDS = new Set(["shippingMethod", "paymentMethod"]);

/** The step a refused order opens on: where its first faulty field is, else the step that placed it. */
export function firstStepWith(problem: { fields: Record<string, string> } | null): CheckoutStep {
  if (!problem) return 1;
  const fields = Object.keys(problem.fields);
  return fields.length > 0 && fields.every((key) => STEP_2_FIELDS.has(key)) ? 2 : fields.length > 0 ? 1 : 2;
}

/** The modern layout's step indicator (S-2-5); without JavaScript both steps show as one page. */
export function CheckoutSteps({ step, hydrated }: { step: CheckoutStep; hydrated: boolean }) {
  return (
    <ol className="checkout-steps" aria-label="Checkout steps">
      {([1, 2] as const).map((n) => (
        <li key={n} className="checkout-steps__step" aria-current={hydrated && n === step ? "step" : undefined}>
          <span className="checkout-steps__number">{n}</span> {STEPS[n]}
        </li>
      ))}
    </ol>
  );
}

/**
 * "Continue" checks step 1's fields with the browser's own validation before moving on, so step 2 never
 * submits a hidden field the browser would refuse; "Back" just returns.
 */
export function StepButton({ hydrated, to, onStep }: { hydrated: boolean; to: CheckoutStep; onStep: (step: CheckoutStep) => void }) {
  function go(event: MouseEvent<HTMLButtonElement>) {
    const section = event.currentTarget.closest("section");
    if (to === 2 && section) {
      const fields = [...section.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>("input, select, textarea")];
      const invalid = fields.find((field) => !field.checkValidity());
      if (invalid) {
        invalid.reportValidity();
        return;
      }
    }
    onStep(to);
    requestAnimationFrame(() => document.getElementById(`checkout-step-${to}-heading`)?.scrollIntoView({ block: "start" }));
  }
  if (!hydrated) return null;
  return (
    <button type="button" className={to === 2 ? "button button--primary checkout-step__next" : "button button--ghost checkout-step__back"} onClick={go}>
      {to === 2 ? "Continue" : "Back"}
    </button>
  );
}
