import { useRef, useState } from "react";
import { Form } from "react-router";
import { amountInputOf, moneyInputOf } from "../../../../domain/admin/coupon-amounts.ts";
import { COUPON_TYPES, type CouponType } from "../../../../domain/cart/coupons.ts";
import type { AdminProblem } from "../../../lib/admin-forms.ts";
import { Field, FormNotice } from "../field.tsx";
import { useUnsavedChanges } from "../use-unsaved-changes.ts";
import { COUPON_TYPE_LABELS } from "./coupon-labels.ts";
import { type PickedProduct, ProductPicker } from "./product-picker.tsx";

/** What the editor starts from: a stored coupon in stored units (or the defaults of a new one). */
export type CouponFormCoupon = {
  code: string;
  type: CouponType;
  amount: number;
  expiresOn: string;
  usageLimit: number | null;
  usageLimitPerCustomer: number | null;
  minimumSpend: number | null;
  maximumSpend: number | null;
  products: PickedProduct[];
  excludedProducts: PickedProduct[];
  categoryIds: number[];
  excludedCategoryIds: number[];
  individualUse: boolean;
  freeShipping: boolean;
  excludeSaleItems: boolean;
  allowedEmails: string[];
  version: number | null;
};

type Category = { id: number; name: string };

const AMOUNT_HINTS: Record<CouponType, string> = {
  percent: "A percentage of the price, such as 10 or 12.5 (at most 100).",
  fixed_cart: "Money off the whole cart, such as 5 or 5.50.",
  fixed_product: "Money off each matching item, such as 2 or 2.50.",
};

const text = (value: number | null, show: (n: number) => string = String) => (value === null ? "" : show(value));

export function CouponForm({
  coupon,
  categories,
  problem,
  submitLabel,
}: {
  coupon: CouponFormCoupon;
  categories: Category[];
  problem: AdminProblem | null;
  submitLabel: string;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  useUnsavedChanges(formRef);
  const refilled = (name: string) => problem?.values[name];
  const [type, setType] = useState<CouponType>((refilled("type") as CouponType | undefined) ?? coupon.type);
  const checked = (name: "individualUse" | "freeShipping" | "excludeSaleItems") => (problem ? refilled(name) === "on" : coupon[name]);
  const checkbox = (name: "individualUse" | "freeShipping" | "excludeSaleItems", label: string, hint: string) => (
    <div className="admin-field coupon-form__check">
      <input type="checkbox" id={`coupon-${name}`} name={name} defaultChecked={checked(name)} aria-describedby={`coupon-${name}-hint`} />
      <label htmlFor={`coupon-${name}`}>{label}</label>
      <p id={`coupon-${name}-hint`} className="admin-field__hint">
        {hint}
      </p>
    </div>
  );
  const categorySelect = (name: "categoryIds" | "excludedCategoryIds", label: string) => (
    <Field label={label} name={name} problem={problem} hint="Hold Ctrl (⌘ on a Mac) to pick more than one.">
      {({ defaultValue: _typed, ...props }) => (
        <select {...props} multiple size={Math.min(6, Math.max(3, categories.length))} defaultValue={coupon[name].map(String)}>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
  return (
    <Form method="post" ref={formRef} className="coupon-form" noValidate>
      <FormNotice problem={problem} />
      <input type="hidden" name="intent" value="save" />
      {coupon.version !== null && <input type="hidden" name="version" value={coupon.version} />}
      <section className="admin-card" aria-labelledby="coupon-general">
        <h2 id="coupon-general">General</h2>
        <div className="admin-grid">
          <Field label="Coupon code" name="code" problem={problem} hint="Shoppers type it in the cart; the case does not matter.">
            {(props) => <input {...props} defaultValue={props.defaultValue ?? coupon.code} required maxLength={50} autoComplete="off" />}
          </Field>
          <Field label="Discount type" name="type" problem={problem}>
            {(props) => (
              <select {...props} defaultValue={props.defaultValue ?? coupon.type} onChange={(event) => setType(event.target.value as CouponType)}>
                {COUPON_TYPES.map((t) => (
                  <option key={t} value={t}>
                    {COUPON_TYPE_LABELS[t]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={type === "percent" ? "Amount (%)" : "Amount (€)"} name="amount" problem={problem} hint={AMOUNT_HINTS[type]}>
            {(props) => (
              <input {...props} defaultValue={props.defaultValue ?? amountInputOf(coupon.type, coupon.amount)} inputMode="decimal" required maxLength={12} />
            )}
          </Field>
          <Field label="Expiry date" name="expiresOn" problem={problem} hint="The coupon works until the end of this day (UTC). Empty: it never expires.">
            {(props) => <input {...props} type="date" defaultValue={props.defaultValue ?? coupon.expiresOn} />}
          </Field>
        </div>
        {checkbox("freeShipping", "Allow free shipping", "The free shipping method becomes available with this coupon.")}
      </section>
      <section className="admin-card" aria-labelledby="coupon-restrictions">
        <h2 id="coupon-restrictions">Usage restrictions</h2>
        <div className="admin-grid">
          <Field label="Minimum spend (€)" name="minimumSpend" problem={problem} hint="The cart subtotal needed. Empty: no minimum.">
            {(props) => <input {...props} defaultValue={props.defaultValue ?? text(coupon.minimumSpend, moneyInputOf)} inputMode="decimal" maxLength={12} />}
          </Field>
          <Field label="Maximum spend (€)" name="maximumSpend" problem={problem} hint="Empty: no maximum.">
            {(props) => <input {...props} defaultValue={props.defaultValue ?? text(coupon.maximumSpend, moneyInputOf)} inputMode="decimal" maxLength={12} />}
          </Field>
        </div>
        {checkbox("individualUse", "Individual use only", "It cannot be combined with other coupons: applying it takes the others off.")}
        {checkbox("excludeSaleItems", "Exclude sale items", "Items on sale are not discounted; a fixed cart coupon is refused for a cart holding any.")}
        <Field
          label="Allowed e-mails"
          name="allowedEmails"
          problem={problem}
          hint="Comma separated; * stands for any text (*@example.com, anna.*@shop.de). Checked against the billing and account e-mail when the order is placed. Empty: everyone."
        >
          {(props) => (
            <textarea
              {...props}
              defaultValue={props.defaultValue ?? coupon.allowedEmails.join(", ")}
              rows={2}
              maxLength={26_000}
              autoComplete="off"
              spellCheck={false}
            />
          )}
        </Field>
        <div className="admin-grid">
          <ProductPicker name="productIds" legend="Products" initial={coupon.products} error={problem?.fields.productIds} />
          <ProductPicker name="excludedProductIds" legend="Excluded products" initial={coupon.excludedProducts} error={problem?.fields.excludedProductIds} />
          {categorySelect("categoryIds", "Product categories")}
          {categorySelect("excludedCategoryIds", "Excluded categories")}
        </div>
      </section>
      <section className="admin-card" aria-labelledby="coupon-limits">
        <h2 id="coupon-limits">Usage limits</h2>
        <div className="admin-grid">
          <Field label="Usage limit per coupon" name="usageLimit" problem={problem} hint="How many orders may use it in all. Empty: no limit.">
            {(props) => <input {...props} defaultValue={props.defaultValue ?? text(coupon.usageLimit)} inputMode="numeric" maxLength={7} />}
          </Field>
          <Field label="Usage limit per customer" name="usageLimitPerCustomer" problem={problem} hint="Counted by account and billing e-mail. Empty: no limit.">
            {(props) => <input {...props} defaultValue={props.defaultValue ?? text(coupon.usageLimitPerCustomer)} inputMode="numeric" maxLength={7} />}
          </Field>
        </div>
      </section>
      <div className="admin-actions">
        <button type="submit" className="admin-button--primary">
          {submitLabel}
        </button>
      </div>
    </Form>
  );
}
