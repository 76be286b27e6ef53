/**
 * The checkout page reads its form through the API's operation schemas: what the API would refuse in a
 * body, the page refuses beside the field it came from, with the same message.
 */
import { describe, expect, it } from "vitest";
import { placeOrderBody } from "../../domain/checkout/operations.ts";
import { CHECK_FIELDS, FORM_EXPIRED, parseLoginForm, parsePlaceOrderForm, placeOrderFields } from "./checkout.server.ts";

const KEY = "6f1c2a9e-0b7d-4c55-9a0e-3f2d1c0b9a88";

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

const filled = {
  idempotency_key: KEY,
  billing_firstName: "Ada",
  billing_lastName: "Byrne",
  billing_country: "IE",
  billing_address1: "1 Main Street",
  billing_city: "Dublin",
  billing_postcode: "D02 X285",
  billing_email: "ada@example.com",
  shipping_firstName: "Not",
  shipping_city: "Sent",
  shipping_method: "flat",
  payment_method: "bacs",
};

describe("the checkout form read through placeOrderBody", () => {
  it("gives the API's body: billing fields by name, no shipping address unless asked, a trimmed note", () => {
    const parsed = parsePlaceOrderForm(form({ ...filled, order_comments: "  Leave it at the door.  " }));
    expect(parsed).toEqual({
      ok: true,
      value: {
        idempotencyKey: KEY,
        body: {
          email: "ada@example.com",
          billing: {
            firstName: "Ada",
            lastName: "Byrne",
            company: "",
            country: "IE",
            address1: "1 Main Street",
            address2: "",
            city: "Dublin",
            state: "",
            postcode: "D02 X285",
            phone: "",
            vatNumber: "",
          },
          shipToDifferentAddress: false,
          shippingMethod: "flat",
          paymentMethod: "bacs",
          note: "Leave it at the door.",
        },
      },
    });
  });

  it("sends the shipping address (without a phone) and the new account's password when they are ticked", () => {
    const fields = placeOrderFields(
      form({ ...filled, ship_to_different_address: "1", shipping_country: "FR", createaccount: "1", account_password: "correct horse" }),
    );
    expect(fields).toMatchObject({
      shipToDifferentAddress: true,
      shipping: { firstName: "Not", city: "Sent", country: "FR" },
      createAccount: { password: "correct horse" },
    });
    expect(fields.shipping).not.toHaveProperty("phone");
    expect(placeOrderBody.safeParse(fields).success).toBe(true);
  });

  it("refuses what the API refuses, under the page's field keys and with the schema's messages", () => {
    const parsed = parsePlaceOrderForm(
      form({
        ...filled,
        billing_email: `${"a".repeat(1000)}@example.com`,
        billing_city: "D".repeat(1001),
        shipping_method: "",
        payment_method: "x".repeat(41),
        order_comments: "n".repeat(2001),
        createaccount: "1",
        account_password: "p".repeat(5000),
      }),
    );
    expect(parsed).toEqual({
      ok: false,
      problem: {
        code: "invalid_checkout",
        message: CHECK_FIELDS,
        fields: {
          email: "Invalid billing email address",
          "billing.city": "This field is too long.",
          shippingMethod: "Choose one of the offered shipping methods.",
          paymentMethod: "Choose one of the offered payment methods.",
          note: "Order notes may have at most 2000 characters.",
          accountPassword: "The password is too long.",
        },
      },
    });
  });

  it("reads a file sent in place of a text field as empty, and asks again for a form without a valid key", () => {
    const withFile = form(filled);
    withFile.set("shipping_method", new File(["flat"], "flat.txt"));
    expect(parsePlaceOrderForm(withFile)).toMatchObject({ ok: false, problem: { fields: { shippingMethod: "Choose one of the offered shipping methods." } } });
    for (const key of [undefined, "", "short", "x".repeat(201), "with space"]) {
      const { idempotency_key: _key, ...rest } = filled;
      const parsed = parsePlaceOrderForm(form(key === undefined ? rest : { ...rest, idempotency_key: key }));
      expect(parsed).toEqual({ ok: false, problem: { code: "invalid_idempotency_key", message: FORM_EXPIRED, fields: {} } });
    }
  });
});

describe("the checkout's login section read through loginBody", () => {
  it("takes the billing e-mail (trimmed) and the login password", () => {
    expect(parseLoginForm(form({ billing_email: "  ada@example.com ", login_password: "secret" }))).toEqual({
      ok: true,
      value: { email: "ada@example.com", password: "secret" },
    });
  });

  it("says what is missing: the e-mail beside its field, the password in the notice", () => {
    expect(parseLoginForm(form({ billing_email: " ", login_password: "secret" }))).toEqual({
      ok: false,
      problem: { code: "invalid_login", message: "Please enter your e-mail address.", fields: { email: "Please enter your e-mail address." } },
    });
    expect(parseLoginForm(form({ billing_email: "ada@example.com" }))).toEqual({
      ok: false,
      problem: { code: "invalid_login", message: "Please enter your password.", fields: {} },
    });
  });
});
