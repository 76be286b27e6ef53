import { describe, expect, it } from "vitest";
import { ORDER_BARCODE_TYPE, orderBarcodeOptions } from "./barcode.ts";

describe("orderBarcodeOptions", () => {
  it("encodes the order number as Code 128, without a text of its own, with quiet zones", () => {
    expect(orderBarcodeOptions("10023")).toEqual({ bcid: ORDER_BARCODE_TYPE, text: "10023", height: 12, includetext: false, paddingwidth: 10 });
    expect(ORDER_BARCODE_TYPE).toBe("code128");
  });

  it("refuses an empty order number: a barcode of nothing would scan as nothing", () => {
    expect(() => orderBarcodeOptions(" ")).toThrow(RangeError);
  });
});
