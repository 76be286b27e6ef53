import { TAX_CLASS_LABELS } from "../../../../domain/admin/product-editor/product-input-constants.ts";
import { Field } from "../field.tsx";
import type { SectionProps } from "./product-editor.tsx";

/** The tax class: which of the shop's rates apply to the product (and its variations). */
function TaxClassField({ state, problem }: SectionProps) {
  return (
    <Field label="Tax class" name="taxClass" problem={problem} hint="Which of the shop's tax rates apply">
      {(p) => (
        <select {...p} defaultValue={state.taxClass || "standard"}>
          {Object.entries(TAX_CLASS_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** Prices (typed as 12.50), the sale, now or scheduled, and the tax class. A variable product prices each variation instead. */
export function PricingSection({ state, problem }: SectionProps) {
  if (state.type === "variable") {
    return (
      <fieldset className="admin-card product-editor__section">
        <legend>Price</legend>
        <p className="product-editor__muted">A variable product is priced per variation, below.</p>
        <Field
          label="Price of new variations (€)"
          name="regularPrice"
          problem={problem}
          hint="For example 12.50. Generated variations start at this price, enabled; each keeps its own price after."
        >
          {(p) => <input {...p} inputMode="decimal" defaultValue={state.regularPrice} maxLength={14} />}
        </Field>
        <TaxClassField state={state} problem={problem} />
      </fieldset>
    );
  }
  return (
    <fieldset className="admin-card product-editor__section">
      <legend>Price</legend>
      <div className="product-editor__row">
        <Field label="Regular price (€)" name="regularPrice" problem={problem} hint="For example 12.50">
          {(p) => <input {...p} inputMode="decimal" defaultValue={state.regularPrice} maxLength={14} />}
        </Field>
        <Field label="Sale price (€)" name="salePrice" problem={problem} hint="Empty for no sale">
          {(p) => <input {...p} inputMode="decimal" defaultValue={state.salePrice} maxLength={14} />}
        </Field>
      </div>
      <div className="product-editor__row">
        <Field label="Sale starts (UTC)" name="saleStartsAt" problem={problem} hint="Empty: at once">
          {(p) => <input {...p} type="datetime-local" defaultValue={state.saleStartsAt} />}
        </Field>
        <Field label="Sale ends (UTC)" name="saleEndsAt" problem={problem} hint="Empty: until you remove it">
          {(p) => <input {...p} type="datetime-local" defaultValue={state.saleEndsAt} />}
        </Field>
      </div>
      <TaxClassField state={state} problem={problem} />
    </fieldset>
  );
}
