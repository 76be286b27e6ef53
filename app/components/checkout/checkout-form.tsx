import { type FormEvent, useEffect, useState } from "react";
import { Form, Link, useFetcher, useNavigation } from "react-router";
import { checkoutFields } from "../../../domain/checkout/address-fields.ts";
import type { CheckoutPageSettings } from "../../../domain/checkout/checkout-settings.ts";
import { ORDER_NOTE_MAX_LENGTH } from "../../../domain/limits.ts";
import { useHydrated } from "../../hooks/use-hydrated.ts";
import type { CheckoutQuoteView as Quote } from "../../lib/checkout-view.ts";
import { AddressField } from "./address-field.tsx";
import { CheckoutAccount } from "./checkout-account.tsx";
import { CheckoutCoupon } from "./checkout-coupon.tsx";
import { PaymentMethods, ShippingMethods } from "./checkout-methods.tsx";
import { CheckoutSteps, firstStepWith, StepButton, type CheckoutStep } from "./checkout-steps.tsx";
import { OrderReview } from "./order-review.tsx";
import { notePendingAddresses, RememberedAddressesOffer } from "./remembered-addresses.tsx";
import { useEmailCheck } from "./use-email-check.ts";

/** The fields whose change alters the shipping methods on offer or the price. */
const REPRICING_FIELDS = new Set(["billing_country", "shipping_country", "ship_to_different_address", "shipping_method"]);
/** Typed fields that choose tax rates (by state, postcode or city): the price is asked again when one is left. */
const TAX_PLACE_FIELDS = new Set(["state", "postcode", "city"].flatMap((key) => [`billing_${key}`, `shipping_${key}`]));

/** Where the order ships, as checkout prices it: the shipping address's when it differs, else the billing one. */
function destinationQuery(form: FormData, fallback: string, shipping: string): string {
  const kind = form.get("ship_to_different_address") === "1" ? "shipping" : "billing";
  const field = (key: string) => {
    const value = form.get(`${kind}_${key}`);
    return typeof value === "string" ? value.trim() : "";
  };
  const query = new URLSearchParams({ country: field("country") || fallback });
  for (const key of ["state", "postcode", "city"]) if (field(key)) query.set(key, field(key));
  query.set("shipping", shipping);
  return query.toString();
}

export type CheckoutProblem = { code: string; message: string; fields: Record<string, string> };

type CheckoutFormProps = {
  quote: Quote | null;
  country: string;
  idempotencyKey: string;
  problem: CheckoutProblem | null;
  values: Record<string, string>;
  settings: CheckoutPageSettings;
  customer: { email: string; displayName: string } | null;
  initialEmail: string;
};

/**
 * The checkout form, one POST to the route's action that works without JavaScript. The classic layout
 * puts the details beside the order review; the modern one splits them into two steps, which are one
 * page until JavaScript runs. With it, the totals follow the country and shipping method, and guests'
 * e-mails are checked for an account.
 */
export function CheckoutForm({
  quote: initialQuote,
  country: initialCountry,
  idempotencyKey,
  problem,
  values,
  settings,
  customer,
  initialEmail,
}: CheckoutFormProps) {
  const quoteFetcher = useFetcher<{ quote: Quote | null }>();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const { sections, onEmailChange } = useEmailCheck(customer !== null);
  const [loginError, setLoginError] = useState<string | null>(null);
  const [step, setStep] = useState<CheckoutStep>(firstStepWith(problem));
  // The shipping method the shopper picked, while the quote it was picked on is still the one shown; once
  // the new quote arrives, its own method (the one it charges) shows.
  const [pendingShipping, setPendingShipping] = useState<{ id: string; on: Quote } | null>(null);
  // The destination (and e-mail) the last repricing asked for: leaving a field unchanged does not ask again.
  const [pricedFor, setPricedFor] = useState<string | null>(null);
  const modern = settings.layout === "modern";
  const email = values.billing_email ?? initialEmail;

  // A remembered e-mail is checked as soon as the page can ask.
  useEffect(() => {
    if (hydrated && email) onEmailChange(email);
  }, [hydrated]); // eslint-disable-line react-hooks/exhaustive-deps

  const quote = quoteFetcher.data?.quote ?? initialQuote;
  if (!quote) {
    return (
      <div className="container checkout-page">
        <h1>Checkout</h1>
        <p className="notice">Your cart is currently empty.</p>
        <p>
          <Link to="/shop" className="button">
            Return to shop
          </Link>
        </p>
      </div>
    );
  }
  // The radio that is checked is always the method the totals charge: the quote's, or the one being priced.
  const chargedShipping = pendingShipping?.on === quote ? pendingShipping.id : (quote.shippingMethod?.id ?? "");
  // Any change to where the order goes or how it ships prices it again, read from the form as it now stands.
  const reprice = (formElement: HTMLFormElement, always: boolean) => {
    const form = new FormData(formElement);
    const shipping = String(form.get("shipping_method") ?? chargedShipping);
    const query = destinationQuery(form, initialCountry, shipping);
    // The e-mail goes in its cookie (use-email-check.ts), not in the address; it still makes a new price.
    const asked = `${query} ${String(form.get("billing_email") ?? "").trim()}`;
    if (!always && asked === pricedFor) return;
    setPricedFor(asked);
    setPendingShipping({ id: shipping, on: quote });
    void quoteFetcher.load(`/checkout?${query}`);
  };
  const repriceOnChange = (event: FormEvent<HTMLFormElement>) => {
    if (REPRICING_FIELDS.has((event.target as HTMLInputElement).name)) reprice(event.currentTarget, true);
  };
  // The billing e-mail decides coupons for certain e-mail addresses: left changed, it reprices a cart with coupons.
  const hasCoupons = quote.coupons.length + quote.pendingCoupons.length + quote.couponProblems.length > 0;
  const repriceOnLeave = (event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name;
    if (TAX_PLACE_FIELDS.has(name) || (name === "billing_email" && hasCoupons)) reprice(event.currentTarget, false);
  };
  const value = (name: string, fallback = "") => values[name] ?? fallback;
  const fieldError = (key: string) => problem?.fields[key];
  const address = (kind: "billing" | "shipping") =>
    checkoutFields(kind).map((field) => {
      const name = field.key === "email" ? "billing_email" : `${kind}_${field.key}`;
      return (
        <AddressField
          key={name}
          kind={kind}
          field={field}
          defaultValue={field.key === "email" ? email : value(name, field.key === "country" ? initialCountry : "")}
          error={fieldError(field.key === "email" ? "email" : `${kind}.${field.key}`)}
          onEmailChange={field.key === "email" ? onEmailChange : undefined}
        />
      );
    });

  const details = (
    <>
      <fieldset className="checkout__section">
        <legend>Billing details</legend>
        {!customer && <RememberedAddressesOffer />}
        {address("billing")}
        {customer ? (
          <p className="muted checkout-signed-in">Logged in as {customer.displayName}.</p>
        ) : (
          <CheckoutAccount
            sections={sections}
            hydrated={hydrated}
            successMessage={settings.user_validation_msgs.success_msg}
            createAccountChecked={value("createaccount") === "1"}
            fieldError={fieldError}
            onLoginError={setLoginError}
          />
        )}
      </fieldset>
      {/* A cart of only virtual products is not delivered: no shipping address to ask for. */}
      {quote.needsShipping && (
        <fieldset className="checkout__section">
          <legend className="visually-hidden">Shipping address</legend>
          <p className="checkout-field">
            <label className="checkbox">
              <input
                id="ship-to-different-address"
                type="checkbox"
                name="ship_to_different_address"
                value="1"
                defaultChecked={value("ship_to_different_address") === "1"}
              />{" "}
              Ship to a different address?
            </label>
          </p>
          <div className="checkout__shipping-fields">{address("shipping")}</div>
        </fieldset>
      )}
      <p className="checkout-field">
        <label htmlFor="checkout-order-comments" className="field-label">
          Order notes (optional)
        </label>
        <textarea
          id="checkout-order-comments"
          name="order_comments"
          rows={3}
          maxLength={ORDER_NOTE_MAX_LENGTH}
          className="field-input"
          defaultValue={value("order_comments")}
          placeholder="Notes about your order, e.g. special notes for delivery."
          aria-invalid={fieldError("note") ? true : undefined}
          aria-describedby={fieldError("note") ? "checkout-order-comments-error" : undefined}
        />
        {fieldError("note") && (
          <span className="field-error" id="checkout-order-comments-error">
            {fieldError("note")}
          </span>
        )}
      </p>
    </>
  );
  const methods = (
    <>
      {quote.needsShipping && <ShippingMethods quote={quote} chosen={chargedShipping} />}
      <PaymentMethods quote={quote} initialChoice={value("payment_method")} />
      <button type="submit" className="button button--primary checkout__place" disabled={navigation.state === "submitting"}>
        Place order
      </button>
    </>
  );
  const review = <OrderReview quote={quote} texts={settings.order_review_toggle_texts} hydrated={hydrated} repricing={quoteFetcher.state !== "idle"} />;
  const layoutClass = [
    "checkout",
    modern ? "checkout--modern" : "checkout--classic",
    settings.checkout_order_review_sticky && "checkout--review-sticky",
    settings.checkout_form_sticky && "checkout--form-sticky",
  ]
    .filter(Boolean)
    .join(" ");

  return (
    <div className="container checkout-page" data-hydrated={hydrated || undefined}>
      <h1>Checkout</h1>
      {/* The customer-info notice: login refusals (S-7-24) and order refusals. */}
      <div className="checkout-notices" aria-live="polite">
        {(loginError ?? problem) && (
          <div className="notice notice--error checkout-customer-info" role="alert">
            {loginError ?? problem?.message}
          </div>
        )}
      </div>
      <CheckoutCoupon quote={quote} />
      <Form
        method="post"
        className={layoutClass}
        data-layout={settings.layout}
        onChange={repriceOnChange}
        onBlur={repriceOnLeave}
        onSubmit={customer ? undefined : notePendingAddresses}
      >
        <input type="hidden" name="idempotency_key" value={idempotencyKey} />
        {modern ? (
          <>
            <CheckoutSteps step={step} hydrated={hydrated} />
            {/* On a phone the summary (folded) comes before the steps, so "Place order" is never above it. */}
            <section className="checkout__review" aria-labelledby="order-review-heading">
              {review}
            </section>
            <div className="checkout__details">
              <section className="checkout-step" id="checkout-step-1" aria-labelledby="checkout-step-1-heading" hidden={hydrated && step !== 1}>
                <h2 id="checkout-step-1-heading">Contact and addresses</h2>
                {details}
                <StepButton hydrated={hydrated} to={2} onStep={setStep} />
              </section>
              <section className="checkout-step" id="checkout-step-2" aria-labelledby="checkout-step-2-heading" hidden={hydrated && step !== 2}>
                <h2 id="checkout-step-2-heading">{quote.needsShipping ? "Shipping and payment" : "Payment"}</h2>
                {methods}
                <StepButton hydrated={hydrated} to={1} onStep={setStep} />
              </section>
            </div>
          </>
        ) : (
          <>
            <div className="checkout__details">{details}</div>
            <section className="checkout__review" aria-labelledby="order-review-heading">
              {review}
              {methods}
            </section>
          </>
        )}
      </Form>
    </div>
  );
}
