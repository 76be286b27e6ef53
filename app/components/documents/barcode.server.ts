/**
 * The shipping label's barcode drawn by bwip-js: SVG for the HTML (sharp at any print size) and PNG for
 * the PDF (react-pdf draws raster images, not SVG markup). Both encode the same options.
 */
import bwipjs from "bwip-js/node";
import { orderBarcodeOptions } from "../../../domain/documents/barcode.ts";

/** PNG pixels per barcode module: sharp enough at a 203 dpi label printer and above. */
const PNG_SCALE = 4;

export function barcodeSvg(value: string): string {
  // The bars stretch to the width the label gives them (a uniform stretch keeps the bar ratios), and the
  // graphic is hidden from screen readers: its wrapper carries the name, the caption the number.
  return bwipjs.toSVG(orderBarcodeOptions(value)).replace("<svg ", '<svg preserveAspectRatio="none" aria-hidden="true" focusable="false" ');
}

export function barcodePng(value: string): Promise<Buffer> {
  return bwipjs.toBuffer({ ...orderBarcodeOptions(value), scale: PNG_SCALE });
}
