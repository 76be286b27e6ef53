import { checkoutFields } from "../../../domain/checkout/address-fields.ts";
import { AddressField } from "../checkout/address-field.tsx";

type AddressFormProps = {
  kind: "billing" | "shipping";
  /** Field values by form name (`billing_firstName`, …): the saved address, or what was typed. */
  values: Record<string, string>;
  /** Problems by address field (`firstName`, `postcode`, …). */
  errors: Record<string, string>;
  message: string | null;
};

/** The address edit form: a plain POST to the page's action, with the checkout's own fields. */
export function AddressForm({ kind, values, errors, message }: AddressFormProps) {
  const fields = checkoutFields(kind).filter((field) => field.key !== "email");
  return (
    <>
      <div className="account-notices" aria-live="polite">
        {message && (
          <div className="notice notice--error" role="alert">
            <p>{message}</p>
            {Object.keys(errors).length > 0 && (
              <ul>
                {fields
                  .filter((field) => errors[field.key])
                  .map((field) => (
                    <li key={field.key}>
                      <a href={`#checkout-${kind}_${field.key}`}>{errors[field.key]}</a>
                    </li>
                  ))}
              </ul>
            )}
          </div>
        )}
      </div>
      <form method="post" className="account-address-form">
        {fields.map((field) => (
          <AddressField
            key={field.key}
            kind={kind}
            field={field}
            defaultValue={values[`${kind}_${field.key}`] ?? (field.key === "country" ? "IE" : "")}
            error={errors[field.key]}
          />
        ))}
        <p>
          <button type="submit" className="button">
            Save address
          </button>
        </p>
      </form>
    </>
  );
}
