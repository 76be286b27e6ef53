/**
 * The shipping label's barcode: Code 128 of the order number, so a scanner at the parcel desk finds the
 * order. The human-readable number is printed by the label itself (as text that can be read and copied),
 * so the barcode carries no text of its own.
 */
export const ORDER_BARCODE_TYPE = "code128";

export type OrderBarcodeOptions = {
  bcid: typeof ORDER_BARCODE_TYPE;
  text: string;
  /** Bar height in millimetres. */
  height: number;
  includetext: false;
  /** Quiet zones left and right, in modules: scanners need ten. */
  paddingwidth: number;
};

export function orderBarcodeOptions(orderNumber: string): OrderBarcodeOptions {
  if (orderNumber.trim() === "") throw new RangeError("A barcode needs an order number.");
  return { bcid: ORDER_BARCODE_TYPE, text: orderNumber, height: 12, includetext: false, paddingwidth: 10 };
}
