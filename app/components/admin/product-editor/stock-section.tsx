import { STOCK_STATUS_LABELS, STOCK_STATUSES } from "../../../../domain/admin/product-editor/product-input-constants.ts";
import { Field } from "../field.tsx";
import type { SectionProps } from "./product-editor.tsx";

/** SKU, stock (counted or not, backorders), purchase limits, virtual (no shipping), weight and dimensions. */
export function StockSection({ state, problem }: SectionProps) {
  const number = (label: string, name: keyof typeof state & string, hint?: string) => (
    <Field label={label} name={name} problem={problem} {...(hint ? { hint } : {})}>
      {(p) => <input {...p} inputMode="numeric" defaultValue={String(state[name] ?? "")} maxLength={9} />}
    </Field>
  );
  return (
    <fieldset className="admin-card product-editor__section">
      <legend>Inventory and shipping</legend>
      <div className="product-editor__row">
        <Field label="SKU" name="sku" problem={problem} hint="Unique across products and variations">
          {(p) => <input {...p} defaultValue={state.sku} maxLength={64} />}
        </Field>
        <Field label="Stock status" name="stockStatus" problem={problem}>
          {(p) => (
            <select {...p} defaultValue={state.stockStatus}>
              {STOCK_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {STOCK_STATUS_LABELS[status]}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      {state.type !== "grouped" && (
        <div className="product-editor__row">
          <label className="product-editor__check">
            <input type="checkbox" name="manageStock" defaultChecked={state.manageStock} /> Count stock for this product
          </label>
          {number("Quantity in stock", "stockQuantity", "Counted stock at 0 shows out of stock, unless on backorder")}
        </div>
      )}
      <div className="product-editor__row">
        <label className="product-editor__check">
          <input type="checkbox" name="soldIndividually" defaultChecked={state.soldIndividually} /> Sold individually (one per order)
        </label>
        {number("Minimum quantity", "minQuantity")}
        {number("Maximum quantity", "maxQuantity", "Empty: no limit")}
      </div>
      <label className="product-editor__check">
        <input type="checkbox" name="virtual" defaultChecked={state.virtual} /> Virtual (needs no shipping)
      </label>
      <div className="product-editor__row">
        {number("Weight (g)", "weightGrams")}
        {number("Length (mm)", "lengthMm")}
        {number("Width (mm)", "widthMm")}
        {number("Height (mm)", "heightMm")}
      </div>
    </fieldset>
  );
}
