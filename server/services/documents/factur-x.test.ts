import { describe, expect, it } from "vitest";
import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFString, PDFHexString, StandardFonts } from "pdf-lib";
import { create } from "xmlbuilder2";
import { toCii } from "../../../domain/documents/e-invoice/cii.ts";
import { bankTransferInvoice } from "../../../domain/documents/e-invoice/fixtures.ts";
import { checkEn16931, describeAssertions, en16931RulesAvailable } from "./en16931-check.ts";
import { FACTUR_X_FILE_NAME, toFacturX } from "./factur-x.ts";
import { srgbIccProfile } from "./srgb-profile.ts";

/** A one-page invoice PDF standing in for the rendered document. */
async function renderedInvoice(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  page.drawText("Invoice INV-2026-00044", { x: 50, y: 780, size: 18, font: await pdf.embedFont(StandardFonts.Helvetica) });
  return pdf.save();
}

/** pdf-lib's typed lookup knows no raw streams; this checks the class itself. */
function rawStream(dict: PDFDict, key: string): PDFRawStream {
  const value = dict.lookup(PDFName.of(key));
  if (!(value instanceof PDFRawStream)) throw new Error(`${key} is not a stream`);
  return value;
}
const decoded = (stream: PDFRawStream) => decodePDFRawStream(stream).decode();
const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

async function facturX() {
  const cii = toCii(bankTransferInvoice);
  const bytes = await toFacturX(await renderedInvoice(), cii, bankTransferInvoice);
  return { cii, bytes, pdf: await PDFDocument.load(bytes) };
}

/** The embedded files as a reader finds them: the catalog's name tree of embedded files. */
function embeddedFiles(pdf: PDFDocument): { name: string; spec: PDFDict }[] {
  const names = pdf.catalog.lookup(PDFName.of("Names"), PDFDict).lookup(PDFName.of("EmbeddedFiles"), PDFDict).lookup(PDFName.of("Names"), PDFArray);
  const files: { name: string; spec: PDFDict }[] = [];
  for (let i = 0; i < names.size(); i += 2) {
    const name = names.lookup(i) as PDFString | PDFHexString;
    files.push({ name: name.decodeText(), spec: names.lookup(i + 1, PDFDict) });
  }
  return files;
}

describe("Factur-X", () => {
  it("embeds the CII as factur-x.xml, an associated file of the document, readable back byte for byte", async () => {
    const { cii, pdf } = await facturX();
    const [file] = embeddedFiles(pdf);
    expect(file?.name).toBe(FACTUR_X_FILE_NAME);
    const spec = file!.spec;
    expect(spec.get(PDFName.of("AFRelationship"))).toEqual(PDFName.of("Alternative"));
    const stream = rawStream(spec.lookup(PDFName.of("EF"), PDFDict), "F");
    expect(stream.dict.get(PDFName.of("Subtype"))?.toString()).toBe("/text#2Fxml");
    expect(stream.dict.lookup(PDFName.of("Params"), PDFDict).has(PDFName.of("ModDate"))).toBe(true);
    expect(text(decoded(stream))).toBe(cii);
    const associated = pdf.catalog.lookup(PDFName.of("AF"), PDFArray);
    expect(associated.lookup(0, PDFDict)).toBe(spec);
  });

  it.skipIf(!en16931RulesAvailable())("carries a CII that passes the EN 16931 rules once read back out", async () => {
    const { pdf } = await facturX();
    const stream = rawStream(embeddedFiles(pdf)[0]!.spec.lookup(PDFName.of("EF"), PDFDict), "F");
    const report = await checkEn16931(text(decoded(stream)), "CII");
    expect(report.fatal, describeAssertions(report.fatal)).toEqual([]);
    expect(report.firedRules).toBeGreaterThan(10);
  });

  it("is found by another PDF reader (pdf.js) as the attachment factur-x.xml", async () => {
    const { cii, bytes } = await facturX();
    const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
    const document = await pdfjs.getDocument({ data: bytes.slice() }).promise;
    const attachments = (await document.getAttachments()) as Record<string, { filename: string; content: Uint8Array }>;
    expect(Object.keys(attachments)).toEqual([FACTUR_X_FILE_NAME]);
    expect(text(attachments[FACTUR_X_FILE_NAME]!.content)).toBe(cii);
    await document.destroy();
  });

  it("declares PDF/A-3b and the Factur-X EN 16931 level in well-formed XMP, matching the document information", async () => {
    const { pdf } = await facturX();
    const metadata = rawStream(pdf.catalog, "Metadata");
    expect(metadata.dict.has(PDFName.of("Filter"))).toBe(false);
    const xmp = text(metadata.getContents());
    expect(() => create(xmp.replace(/<\?xpacket[^>]*\?>/g, "").trim())).not.toThrow();
    expect(xmp).toContain("<pdfaid:part>3</pdfaid:part><pdfaid:conformance>B</pdfaid:conformance>");
    expect(xmp).toContain("<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>");
    expect(xmp).toContain("<fx:DocumentFileName>factur-x.xml</fx:DocumentFileName>");
    expect(xmp).toContain("<pdfaSchema:prefix>fx</pdfaSchema:prefix>");
    expect(pdf.getTitle()).toBe("Invoice INV-2026-00044");
    expect(xmp).toContain(">Invoice INV-2026-00044</rdf:li>");
    expect(pdf.getCreationDate()?.toISOString()).toBe("2026-11-20T00:00:00.000Z");
    expect(xmp).toContain("<xmp:CreateDate>2026-11-20T00:00:00Z</xmp:CreateDate>");
  });

  it("has an sRGB output intent and a file identifier", async () => {
    const { pdf } = await facturX();
    const intent = pdf.catalog.lookup(PDFName.of("OutputIntents"), PDFArray).lookup(0, PDFDict);
    expect(intent.get(PDFName.of("S"))).toEqual(PDFName.of("GTS_PDFA1"));
    const profile = rawStream(intent, "DestOutputProfile");
    expect(decoded(profile)).toEqual(srgbIccProfile());
    expect(pdf.context.trailerInfo.ID).toBeInstanceOf(PDFArray);
  });

  it("gives the same file for the same invoice", async () => {
    const rendered = await renderedInvoice();
    const cii = toCii(bankTransferInvoice);
    const first = await toFacturX(rendered, cii, bankTransferInvoice);
    const second = await toFacturX(rendered, cii, bankTransferInvoice);
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
  });
});
