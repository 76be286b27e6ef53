import { AddressBlock } from "../account/address-block.tsx";

/**
 * A placed order's billing address (with the e-mail it was placed with) and shipping address side by side,
 * as the order-received page and My Account show them. An order that ships nothing (only virtual products)
 * passes `shipping: null` and shows the billing address alone.
 */
export function OrderAddresses({ billing, shipping, email }: { billing: Record<string, string>; shipping: Record<string, string> | null; email: string }) {
  return (
    <div className="account-order__addresses">
      <section aria-labelledby="order-billing-heading">
        <h3 id="order-billing-heading">Billing address</h3>
        <AddressBlock address={billing} />
        <p className="address-block__email">{email}</p>
      </section>
      {shipping && (
        <section aria-labelledby="order-shipping-heading">
          <h3 id="order-shipping-heading">Shipping address</h3>
          <AddressBlock address={shipping} />
        </section>
      )}
    </div>
  );
}
