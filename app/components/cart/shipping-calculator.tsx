import { useFetcher } from "react-router";
import { COUNTRY_NAMES } from "../../../domain/checkout/countries.ts";
import { SHIPPING_CITY_MAX_LENGTH, SHIPPING_POSTCODE_MAX_LENGTH, SHIPPING_REGION_MAX_LENGTH } from "../../../domain/limits.ts";
import { formatMoney } from "../../../domain/money.ts";
import { useHydrated } from "../../hooks/use-hydrated.ts";
import { ENHANCED_FIELD } from "../../lib/cart-notice.ts";
import { CART_INTENT, type CartTotalsView } from "../../lib/cart-view.ts";
import { CART_FETCHER } from "./cart-notices.tsx";

const COUNTRIES = Object.entries(COUNTRY_NAMES).sort(([, a], [, b]) => a.localeCompare(b));

/**
 * The cart's shipping calculator: the methods that deliver where the order goes, with their prices, and
 * the address to price for (country, region, city, postcode). One post to the cart, which remembers the choice
 * for checkout. With JavaScript it goes through the cart's fetcher (its notice shows with the others) and
 * picking a method sends it at once.
 */
export function ShippingCalculator({ totals }: { totals: CartTotalsView }) {
  const hydrated = useHydrated();
  const fetcher = useFetcher({ key: CART_FETCHER });
  const destination = totals.destination;
  const label = destination?.label ?? COUNTRY_NAMES[totals.country] ?? totals.country;
  return (
    <fetcher.Form method="post" action="/cart" className="shipping-calculator" aria-label="Shipping calculator">
      <input type="hidden" name="intent" value={CART_INTENT.calculateShipping} />
      {hydrated && <input type="hidden" name={ENHANCED_FIELD} value="1" />}
      {totals.shippingMethods.length > 0 ? (
        <fieldset className="shipping-calculator__methods">
          <legend>Shipping to {label}</legend>
          {totals.shippingMethods.map((method) => (
            <label key={method.id} className="shipping-calculator__method">
              <input
                type="radio"
                name="shipping_method"
                value={method.id}
                defaultChecked={method.id === totals.shipping?.id}
                onChange={(event) => event.currentTarget.form?.requestSubmit()}
              />{" "}
              {method.title}: <strong>{method.cost === 0 ? "Free" : formatMoney(method.cost)}</strong>
            </label>
          ))}
          {!hydrated && (
            <button type="submit" className="button button--small">
              Update shipping
            </button>
          )}
        </fieldset>
      ) : (
        <p className="shipping-calculator__none" role="status">
          No shipping options were found for {label}. Please check the address, or get in touch with us.
        </p>
      )}
      <details className="shipping-calculator__address">
        <summary>{destination ? "Change address" : "Calculate shipping"}</summary>
        <p className="shipping-calculator__field">
          <label htmlFor="calc-shipping-country">Country / Region</label>
          <select
            id="calc-shipping-country"
            name="calc_shipping_country"
            defaultValue={destination?.country ?? totals.country}
            className="field-input"
            required
          >
            {COUNTRIES.map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
        </p>
        <CalculatorField
          name="state"
          label="State / County"
          value={destination?.state}
          maxLength={SHIPPING_REGION_MAX_LENGTH}
          autoComplete="shipping address-level1"
        />
        <CalculatorField
          name="city"
          label="Town / City"
          value={destination?.city}
          maxLength={SHIPPING_CITY_MAX_LENGTH}
          autoComplete="shipping address-level2"
        />
        <CalculatorField
          name="postcode"
          label="Postcode / ZIP"
          value={destination?.postcode}
          maxLength={SHIPPING_POSTCODE_MAX_LENGTH}
          autoComplete="shipping postal-code"
        />
        <button type="submit" className="button">
          Update
        </button>
      </details>
    </fetcher.Form>
  );
}

type CalculatorFieldProps = { name: "state" | "city" | "postcode"; label: string; value: string | undefined; maxLength: number; autoComplete: string };

/** One of the calculator's text fields (`calc_shipping_<name>`), with its label. */
function CalculatorField({ name, label, value, maxLength, autoComplete }: CalculatorFieldProps) {
  const id = `calc-shipping-${name}`;
  return (
    <p className="shipping-calculator__field">
      <label htmlFor={id}>{label}</label>
      <input id={id} name={`calc_shipping_${name}`} defaultValue={value ?? ""} maxLength={maxLength} className="field-input" autoComplete={autoComplete} />
    </p>
  );
}
