import { Form } from "react-router";

export type CardFormProblem = { message: string; fields?: Record<string, string> };

type CardFormProps = { idempotencyKey: string; amountText: string; problem: CardFormProblem | null; testCards: boolean };

const fieldError = (problem: CardFormProblem | null, name: string) => problem?.fields?.[`card.${name}`];

/**
 * The card form of the pay-for-order page: a plain form (it works without JavaScript) with the browser's
 * card autofill names. The attempt's idempotency key travels with it, so a form sent twice pays once.
 */
export function CardForm({ idempotencyKey, amountText, problem, testCards }: CardFormProps) {
  const field = (name: "number" | "expiry" | "cvc", label: string, autoComplete: string, placeholder: string, maxLength: number) => {
    const error = fieldError(problem, name);
    return (
      <p className="account-field">
        <label htmlFor={`card-${name}`} className="field-label">
          {label}
        </label>
        <input
          id={`card-${name}`}
          name={`card_${name}`}
          className="field-input"
          inputMode="numeric"
          autoComplete={autoComplete}
          placeholder={placeholder}
          maxLength={maxLength}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `card-${name}-error` : undefined}
        />
        {error && (
          <span id={`card-${name}-error`} className="field-error">
            {error}
          </span>
        )}
      </p>
    );
  };
  return (
    <Form method="post" className="account-form card-form" aria-labelledby="card-form-heading">
      <h2 id="card-form-heading">Pay by card</h2>
      {problem && (
        <div className="notice notice--error" role="alert">
          {problem.message}
        </div>
      )}
      <input type="hidden" name="idempotency_key" value={idempotencyKey} />
      {field("number", "Card number", "cc-number", "1234 1234 1234 1234", 23)}
      <div className="card-form__row">
        {field("expiry", "Expiry date (MM/YY)", "cc-exp", "MM/YY", 7)}
        {field("cvc", "Security code", "cc-csc", "CVC", 4)}
      </div>
      {testCards && (
        <p className="card-form__hint">
          Test gateway: 4242 4242 4242 4242 is approved, 4000 0000 0000 0002 declined, 4000 0000 0000 9995 has insufficient funds, 4000 0000 0000 3220 asks for
          3-D Secure. Any future expiry date and any three digits.
        </p>
      )}
      <button type="submit" className="button button--primary">
        Pay {amountText}
      </button>
    </Form>
  );
}
