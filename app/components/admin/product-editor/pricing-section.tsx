import { Field } from "../field.tsx";
import type { SectionProps } from "./product-editor.tsx";

/** Prices (typed as 12.50) and the sale, now or scheduled. A variable product prices each variation instead. */
export function PricingSection({ state, problem }: SectionProps) {
  if (state.type === "variable") {
    return (
      <fieldset className="admin-card product-editor__section">
        <legend>Price</legend>
        <p className="product-editor__muted">A variable product is priced per variation, below.</p>
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
    </fieldset>
  );
}
