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
