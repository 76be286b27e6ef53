import { COUNTRY_NAMES } from "../../../domain/checkout/countries.ts";
import { checkoutPlaceholder, type CheckoutField } from "../../../domain/checkout/address-fields.ts";

const COUNTRIES = Object.entries(COUNTRY_NAMES).sort(([, a], [, b]) => a.localeCompare(b));

type AddressFieldProps = {
  kind: "billing" | "shipping";
  field: CheckoutField;
  defaultValue: string;
  error: string | undefined;
  onEmailChange?: ((email: string) => void) | undefined;
};

/** One checkout input with its label, its placeholder (the label, starred when required: S-5-20, S-5-21) and its error. */
export function AddressField({ kind, field, defaultValue, error, onEmailChange }: AddressFieldProps) {
  const name = field.key === "email" ? "billing_email" : `${kind}_${field.key}`;
  const id = `checkout-${name}`;
  const common = {
    id,
    name,
    // checkoutFields already gives each field its section's token ("shipping address-line1").
    autoComplete: field.autocomplete,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : undefined,
    className: "field-input",
    defaultValue,
  };
  return (
    <p className={`checkout-field checkout-field--${field.key}`}>
      <label htmlFor={id} className="field-label">
        {field.label}
        {field.required && <abbr title="required"> *</abbr>}
      </label>
      {field.key === "country" ? (
        <select {...common} required={kind === "billing"}>
          {COUNTRIES.map(([code, label]) => (
            <option key={code} value={code}>
              {label}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          type={field.key === "email" ? "email" : field.key === "phone" ? "tel" : "text"}
          placeholder={checkoutPlaceholder(field)}
          required={field.required && kind === "billing"}
          onChange={onEmailChange ? (event) => onEmailChange(event.currentTarget.value) : undefined}
        />
      )}
      {error && (
        <span className="field-error" id={`${id}-error`}>
          {error}
        </span>
      )}
    </p>
  );
}
