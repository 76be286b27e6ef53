import { describe, expect, it } from "vitest";
import { auditFieldLabel, auditRecordName, auditValueText } from "./audit-fields.ts";

describe("the audit log in a merchant's words", () => {
  it("names a record: an order by its number, a coupon by its code, a product by its name", () => {
    expect(auditRecordName("order", "42", { name: "1042" }, {})).toBe("Order #1042");
    expect(auditRecordName("product", "7", { name: "Brass Pen" }, {})).toBe("Brass Pen");
    expect(auditRecordName("coupon", "3", { name: "SUMMER10" }, {})).toBe("Coupon SUMMER10");
    // Gone from the shop: the name the entry itself recorded, else the kind and number.
    expect(auditRecordName("product", "8", { name: null }, { name: { before: "Old Lamp", after: null } })).toBe("Old Lamp");
    expect(auditRecordName("category", "9", undefined, {})).toBe("Category #9");
  });

  it("labels fields in words", () => {
    expect(auditFieldLabel("regularPrice")).toBe("Regular price");
    expect(auditFieldLabel("sku")).toBe("SKU");
    expect(auditFieldLabel("categoryIds")).toBe("Categories");
  });

  it("shows money as money, a coupon's amount by its type, an order status by its label", () => {
    const options = { currency: "EUR" };
    expect(auditValueText("product", "salePrice", 495, options)).toBe("€4.95");
    expect(auditValueText("order", "refundedTotal", 123456, options)).toBe("€1,234.56");
    expect(auditValueText("coupon", "amount", 1250, { ...options, couponType: "percent" })).toBe("12.5 %");
    expect(auditValueText("coupon", "amount", 500, { ...options, couponType: "fixed_cart" })).toBe("€5.00");
    expect(auditValueText("order", "status", "on-hold", options)).toBe("On hold");
    expect(auditValueText("product", "stockQuantity", 12, options)).toBe("12");
    expect(auditValueText("product", "salePrice", null, options)).toBe("—");
  });
});

describe("a value made of parts, in the same terms as a field of its own", () => {
  const options = { currency: "EUR" };

  it("reads an object part by part, each by its label, money as money", () => {
    expect(auditValueText("order", "shippingLine", { amount: 495 }, options)).toBe("Amount: €4.95");
    expect(auditValueText("settings", "defaultRate", { kind: "fixed", amountMinor: 500 }, options)).toBe("Kind: fixed, Fixed amount: €5.00");
    expect(auditValueText("settings", "defaultRate", { kind: "percent", basisPoints: 1250 }, options)).toBe("Kind: percent, Percentage: 12.5 %");
    expect(auditValueText("order", "billingAddress", { firstName: "Ada", city: "Dublin", country: "IE" }, options)).toBe(
      "First name: Ada, City: Dublin, Country: IE",
    );
  });

  it("reads shipping zones with their methods' costs and thresholds, never as JSON", () => {
    const zones = [
      {
        id: "ie",
        name: "Ireland",
        countries: ["IE"],
        methods: [
          { id: "flat", type: "flat_rate", title: "Standard delivery", cost: 495 },
          { id: "free", type: "free_shipping", title: "Free shipping", requires: "either", minAmount: 6000 },
        ],
      },
    ];
    const text = auditValueText("settings", "zones", zones, options);
    expect(text).toBe(
      "(Id: ie, Name: Ireland, Countries: IE, Methods: (Id: flat, Type: flat_rate, Title: Standard delivery, Cost: €4.95); " +
        "(Id: free, Type: free_shipping, Title: Free shipping, Requires: either, Offered from an order of: €60.00))",
    );
    expect(text).not.toMatch(/[{}"]/);
  });

  it("reads tier shares and tax rate rows as percentages, a fixed commission per product as money", () => {
    expect(auditValueText("settings", "tierShares", [2000, 1000, 500], options)).toBe("20 %, 10 %, 5 %");
    expect(auditValueText("settings", "taxRates", [{ label: "VAT", country: "IE", rate: 230000, shipping: true }], options)).toBe(
      "(Label: VAT, Country: IE, Rate: 23 %, Shipping: Yes)",
    );
    expect(auditValueText("settings", "productRates", [{ productId: 7, rate: { kind: "fixed", amountMinor: 150 } }], options)).toBe(
      "(Product: 7, Rate: (Kind: fixed, Fixed amount: €1.50))",
    );
  });

  it("says what is empty or missing, keeps a code as a map's key, and shortens a long value like any other", () => {
    expect(auditValueText("settings", "zones", [], options)).toBe("none");
    expect(auditValueText("settings", "sepaDebtor", {}, options)).toBe("—");
    expect(auditValueText("settings", "rates", { IE: 2300, DE: 1900 }, options)).toBe("IE: 2300, DE: 1900");
    expect(auditValueText("order", "billingAddress", { address2: null }, options)).toBe("Address2: —");
    const long = auditValueText("settings", "zones", [{ name: "x".repeat(300), cost: 100 }], { ...options, max: 40 });
    expect(long).toHaveLength(40);
    expect(long.endsWith("…")).toBe(true);
  });

  it("leaves flat values as they were: a coupon's amount by its type, a menu's lines, a plain number", () => {
    expect(auditValueText("coupon", "amount", 1250, options)).toBe("1250");
    expect(auditValueText("menu", "items", ["Shop → /shop", "About → /about"], options)).toBe("Shop → /shop; About → /about");
    expect(auditValueText("product", "categoryIds", [3, 5], options)).toBe("3, 5");
  });
});
