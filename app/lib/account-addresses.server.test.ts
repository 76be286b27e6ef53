import { describe, expect, it } from "vitest";
import type { Services } from "../../server/services/index.ts";
import { routeArgs } from "../../server/testing/route-args.ts";
import { addressInput, checkoutPrefill, setAccountNotice, takeAccountNotice } from "./account-addresses.server.ts";

const home = {
  firstName: "Emma",
  lastName: "Laurent",
  company: "",
  country: "IE",
  address1: "14 Merrion Square",
  address2: "",
  city: "Dublin",
  state: "",
  postcode: "D02 VY03",
  phone: "+353 1 555 0142",
};
const ctx = (cookie = "", url = "http://shop.test/account/addresses") => routeArgs(new Request(url, { headers: { cookie } }), {} as Services).context.ctx;

describe("the addresses page's one-time notice", () => {
  it("travels as a signed code and is read back (and cleared) only when known and untouched", () => {
    const saving = ctx("", "https://shop.test/account/addresses/billing");
    setAccountNotice("address-saved", saving);
    const [set] = saving.cookies.list();
    expect(set).toMatch(/^vitrine_account_notice=[^;]+; Path=\/account; HttpOnly; SameSite=Lax; Secure; Max-Age=60$/);
    const pair = set!.split(";")[0]!;
    const reading = ctx(`a=1; ${pair}`);
    expect(takeAccountNotice(reading)).toBe("address-saved");
    expect(reading.cookies.list()).toEqual(["vitrine_account_notice=; Path=/account; HttpOnly; SameSite=Lax; Max-Age=0"]);
    for (const forged of ["address-saved", "<b>hi</b>", "toString", "__proto__", "", `${pair.slice(pair.indexOf("=") + 1)}x`])
      expect(takeAccountNotice(ctx(`vitrine_account_notice=${forged}`))).toBeNull();
  });
});

describe("the edit form's fields", () => {
  it("are read by kind; a shipping address has no phone, a missing field is empty", () => {
    const form = new FormData();
    form.set("shipping_firstName", "Jan");
    form.set("shipping_phone", "123");
    form.set("billing_city", "Cork");
    expect(addressInput(form, "shipping")).toEqual({
      firstName: "Jan",
      lastName: "",
      company: "",
      country: "",
      address1: "",
      address2: "",
      city: "",
      state: "",
      postcode: "",
    });
    expect(addressInput(form, "billing")).toMatchObject({ city: "Cork", phone: "" });
  });
});

describe("the checkout's starting values", () => {
  it("are nothing without saved addresses", () => expect(checkoutPrefill({ billing: null, shipping: null })).toEqual({}));
  it("fill billing, and tick shipping elsewhere only when the saved shipping address differs", () => {
    const billingOnly = checkoutPrefill({ billing: home, shipping: null });
    expect(billingOnly).toMatchObject({ billing_firstName: "Emma", billing_phone: "+353 1 555 0142", billing_postcode: "D02 VY03" });
    expect(billingOnly.ship_to_different_address).toBeUndefined();
    expect(checkoutPrefill({ billing: home, shipping: { ...home, phone: "" } }).ship_to_different_address).toBeUndefined();
    const office = checkoutPrefill({ billing: home, shipping: { ...home, company: "Laurent Design", phone: "" } });
    expect(office).toMatchObject({ ship_to_different_address: "1", shipping_company: "Laurent Design" });
    expect(office.shipping_phone).toBeUndefined();
  });
});
