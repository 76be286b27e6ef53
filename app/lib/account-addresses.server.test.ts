import { describe, expect, it } from "vitest";
import { accountNoticeCookie, addressInput, checkoutPrefill, readAccountNotice } from "./account-addresses.server.ts";

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
const request = (cookie = "", url = "http://shop.test/account/addresses") => new Request(url, { headers: { cookie } });

describe("the addresses page's one-time notice", () => {
  it("travels as a code and is read back only when known", () => {
    expect(accountNoticeCookie("address-saved", request())).toBe("vitrine_account_notice=address-saved; Path=/account; HttpOnly; SameSite=Lax; Max-Age=60");
    expect(accountNoticeCookie(null, request("", "https://shop.test/account"))).toBe(
      "vitrine_account_notice=; Path=/account; HttpOnly; SameSite=Lax; Secure; Max-Age=0",
    );
    expect(readAccountNotice(request("a=1; vitrine_account_notice=address-saved"))).toBe("address-saved");
    for (const forged of ["<b>hi</b>", "toString", "__proto__", ""]) expect(readAccountNotice(request(`vitrine_account_notice=${forged}`))).toBeNull();
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
