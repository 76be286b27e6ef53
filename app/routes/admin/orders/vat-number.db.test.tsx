/**
 * A business customer's VAT number, typed at checkout, travels in the order's billing address snapshot
 * (no column of its own) and shows in the admin's order page beside the billing address.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { ServiceError } from "../../../../server/services/errors.ts";
import { withShopServices } from "../../../../server/testing/shop-services.ts";
import { testDatabaseKind } from "../../../../server/testing/test-database.ts";
import { OrderCustomer } from "../../../components/admin/orders/order-addresses.tsx";

const shop = withShopServices();
const billing = {
  firstName: "Aoife",
  lastName: "Brennan",
  company: "Brennan Design Studio Ltd",
  country: "IE",
  address1: "Unit 4, Marina Village",
  city: "Waterford",
  postcode: "X91 K2P3",
};

async function placeOrder(vatNumber: string) {
  const { session } = await shop.services.sessions.create();
  await shop.services.cart.addItems(session.id, { productId: shop.ids.get("kettle")!, quantity: 1 });
  return shop.services.checkout.placeOrder(
    { id: session.id, customerId: null },
    {
      email: "accounts@brennandesign.example",
      billing: { ...billing, vatNumber },
      shipToDifferentAddress: false,
      shippingMethod: "flat",
      paymentMethod: "bacs",
    },
    `vat-${Math.random()}`,
  );
}

describe(`the VAT number of a business order on ${testDatabaseKind}`, () => {
  it("is kept compact in the billing snapshot only, and the admin's order page shows it", async () => {
    const placed = await placeOrder("ie 3668997oh");
    const order = (await shop.services.orders.get(placed.order.id))!;
    expect(order.billingAddress.vatNumber).toBe("IE3668997OH");
    expect(order.shippingAddress).not.toHaveProperty("vatNumber");
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <OrderCustomer order={order} />
      </MemoryRouter>,
    );
    expect(html).toContain("VAT number: IE3668997OH");
  });

  it("is refused when it does not look like one, with the reason beside the field", async () => {
    const error = await placeOrder("3668997").then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ServiceError);
    expect((error as ServiceError).fields).toEqual({
      "billing.vatNumber": "Billing VAT number should be a two-letter country code followed by 2 to 13 letters or digits, for example IE6388047V.",
    });
  });

  it("leaves an order without one showing no VAT line", async () => {
    const placed = await placeOrder("");
    const order = (await shop.services.orders.get(placed.order.id))!;
    expect(order.billingAddress.vatNumber).toBe("");
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <OrderCustomer order={order} />
      </MemoryRouter>,
    );
    expect(html).not.toContain("VAT number");
  });
});
