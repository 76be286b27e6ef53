import { useRef } from "react";
import { Form } from "react-router";
import { COUNTRY_NAMES } from "../../../../domain/checkout/countries.ts";
import type { AdminProblem } from "../../../lib/admin-forms.ts";
import { Field, FormNotice } from "../field.tsx";
import { useUnsavedChanges } from "../use-unsaved-changes.ts";

type Choice = { value: string; label: string };
type Method = { id: string; title: string };
export type DraftFormProps = {
  rows: number;
  version: number | null;
  initial: Record<string, string>;
  choices: Choice[];
  shippingMethods: Method[];
  paymentMethods: Method[];
  problem: AdminProblem | null;
};

const ADDRESS: [key: string, label: string, required: boolean][] = [
  ["firstName", "First name", true],
  ["lastName", "Last name", true],
  ["company", "Company", false],
  ["address1", "Street address", true],
  ["address2", "Apartment, suite, unit", false],
  ["city", "Town / City", true],
  ["state", "County / State", false],
  ["postcode", "Postcode / ZIP", false],
  ["phone", "Phone", false],
];

function AddressFields({ kind, legend, initial, problem }: { kind: string; legend: string; initial: Record<string, string>; problem: AdminProblem | null }) {
  return (
    <fieldset className="admin-fieldset orders-draft__address">
      <legend>{legend}</legend>
      <Field label={`${legend}: country`} name={`${kind}_country`} problem={problem}>
        {(props) => (
          <select {...props} defaultValue={props.defaultValue ?? initial[`${kind}_country`] ?? "IE"}>
            {Object.entries(COUNTRY_NAMES).map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
        )}
      </Field>
      {ADDRESS.filter(([key]) => kind === "billing" || key !== "phone").map(([key, label]) => (
        <Field key={key} label={`${legend}: ${label.toLowerCase()}`} name={`${kind}_${key}`} problem={problem}>
          {(props) => <input {...props} type="text" maxLength={200} defaultValue={props.defaultValue ?? initial[`${kind}_${key}`] ?? ""} />}
        </Field>
      ))}
    </fieldset>
  );
}

/** The phone order: who, what, where, how it ships and is paid; saved as a draft priced by checkout's rules. */
export function DraftForm({ rows, version, initial, choices, shippingMethods, paymentMethods, problem }: DraftFormProps) {
  const form = useRef<HTMLFormElement>(null);
  useUnsavedChanges(form);
  const value = (name: string) => problem?.values[name] ?? initial[name] ?? "";
  return (
    <Form method="post" ref={form} className="orders-draft" aria-label="Phone order">
      <FormNotice problem={problem} />
      <input type="hidden" name="intent" value="save" />
      {version !== null && <input type="hidden" name="version" value={version} />}
      <Field label="Customer's e-mail" name="email" problem={problem}>
        {(props) => <input {...props} type="email" required maxLength={254} defaultValue={props.defaultValue ?? value("email")} />}
      </Field>
      <fieldset className="admin-fieldset">
        <legend>Items</legend>
        {Array.from({ length: rows }, (_, i) => (
          <div key={i} className="orders-draft__item">
            <Field label={`Product ${i + 1}`} name={`item-${i}-product`} problem={problem}>
              {(props) => (
                <select {...props} defaultValue={props.defaultValue ?? value(`item-${i}-product`)}>
                  <option value="">—</option>
                  {choices.map((choice) => (
                    <option key={choice.value} value={choice.value}>
                      {choice.label}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label={`Quantity ${i + 1}`} name={`item-${i}-quantity`} problem={problem}>
              {(props) => (
                <input {...props} type="number" min={1} max={10000} step={1} defaultValue={props.defaultValue ?? (value(`item-${i}-quantity`) || "1")} />
              )}
            </Field>
          </div>
        ))}
      </fieldset>
      <AddressFields kind="billing" legend="Billing address" initial={initial} problem={problem} />
      <div className="admin-field orders-checkbox">
        <input id="draft-ship-different" type="checkbox" name="shipDifferent" defaultChecked={value("shipDifferent") === "on"} />
        <label htmlFor="draft-ship-different">Deliver to a different address</label>
      </div>
      <AddressFields kind="shipping" legend="Shipping address" initial={initial} problem={problem} />
      <Field label="Shipping method" name="shippingMethod" problem={problem}>
        {(props) => (
          <select {...props} defaultValue={props.defaultValue ?? (value("shippingMethod") || shippingMethods[0]?.id)}>
            {shippingMethods.map((method) => (
              <option key={method.id} value={method.id}>
                {method.title}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Payment method" name="paymentMethod" problem={problem}>
        {(props) => (
          <select {...props} defaultValue={props.defaultValue ?? (value("paymentMethod") || paymentMethods[0]?.id)}>
            {paymentMethods.map((method) => (
              <option key={method.id} value={method.id}>
                {method.title}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Coupon code (optional)" name="couponCode" problem={problem}>
        {(props) => <input {...props} type="text" maxLength={60} defaultValue={props.defaultValue ?? value("couponCode")} />}
      </Field>
      <button type="submit" className="admin-button admin-button--primary">
        Save draft
      </button>
    </Form>
  );
}
