/**
 * Reading a rendered PDF back, for the tests: its pages' sizes, text and images, through pdf.js (the
 * legacy build, which runs in Node).
 */
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { getDocument, OPS } from "pdfjs-dist/legacy/build/pdf.mjs";

const standardFontDataUrl = join(dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json")), "standard_fonts") + "/";

export type PdfPageReading = { widthPt: number; heightPt: number; text: string; images: number };

export async function readPdf(bytes: Uint8Array): Promise<PdfPageReading[]> {
  // pdf.js takes ownership of the buffer it is given: hand it a copy.
  const document = await getDocument({ data: bytes.slice(), standardFontDataUrl, verbosity: 0 }).promise;
  const pages: PdfPageReading[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    const [, , widthPt = 0, heightPt = 0] = page.view;
    const content = await page.getTextContent();
    const text = content.items.map((item) => ("str" in item ? item.str : "")).join(" ");
    const operators = await page.getOperatorList();
    const images = operators.fnArray.filter((fn) => fn === OPS.paintImageXObject).length;
    pages.push({ widthPt, heightPt, text, images });
  }
  await document.destroy();
  return pages;
}
