/**
 * The Factur-X invoice as the shop serves it (the rendered PDF with its CII inside) checked for what
 * PDF/A-3b asks and this machine can check without a PDF/A validator: every font embedded, an output
 * intent with an ICC profile, XMP that declares part 3 conformance B, and the XML as an associated file.
 */
import { describe, expect, it } from "vitest";
import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFRawStream, PDFStream } from "pdf-lib";
import { bankTransferInvoice, creditNote } from "../../domain/documents/e-invoice/fixtures.ts";
import type { DocumentModel } from "../../domain/documents/model.ts";
import { DOCUMENT_FIXTURES } from "../../domain/documents/fixtures.ts";
import { DOCUMENT_FORMATS } from "./document-response.server.ts";
import { renderDocumentPdf } from "../components/documents/render.server.ts";

const FONT_FILE_KEYS = ["FontFile", "FontFile2", "FontFile3"].map((key) => PDFName.of(key));

type FontReading = { name: string; subtype: string; embedded: boolean };

/** Every font dictionary in the file, and whether its glyphs travel with it (for a Type0 font: its descendant's). */
function fonts(pdf: PDFDocument): FontReading[] {
  const readings: FontReading[] = [];
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || object.get(PDFName.of("Type")) !== PDFName.of("Font")) continue;
    const subtype = object.get(PDFName.of("Subtype"))?.toString() ?? "";
    if (subtype === "/Type0") continue; // judged through its descendant, which is listed on its own
    const descriptor = object.lookupMaybe(PDFName.of("FontDescriptor"), PDFDict);
    readings.push({
      name: object.get(PDFName.of("BaseFont"))?.toString() ?? "",
      subtype,
      embedded: descriptor !== undefined && FONT_FILE_KEYS.some((key) => descriptor.lookup(key) instanceof PDFStream),
    });
  }
  return readings;
}

async function facturX(model: DocumentModel) {
  const bytes = (await DOCUMENT_FORMATS.facturX.render(model, { paper: "A4", assetBase: "" })) as Uint8Array;
  return PDFDocument.load(bytes);
}

describe("the Factur-X PDF as PDF/A-3b", () => {
  it.each([
    ["an invoice", bankTransferInvoice],
    ["a credit note", creditNote],
  ])("%s: embeds every font it uses, and uses no standard font", async (_, model) => {
    const found = fonts(await facturX(model));
    expect(found.length).toBeGreaterThan(0);
    expect(found.filter((font) => !font.embedded)).toEqual([]);
    expect(found.map((font) => font.name).join(" ")).not.toMatch(/Helvetica|Times|Courier/);
  });

  it("has an sRGB output intent with its ICC profile, XMP of PDF/A part 3 conformance B, and factur-x.xml as an associated file", async () => {
    const pdf = await facturX(bankTransferInvoice);
    const intent = pdf.catalog.lookup(PDFName.of("OutputIntents"), PDFArray).lookup(0, PDFDict);
    expect(intent.get(PDFName.of("S"))).toBe(PDFName.of("GTS_PDFA1"));
    const profile = intent.lookup(PDFName.of("DestOutputProfile"));
    expect(profile).toBeInstanceOf(PDFStream);
    expect((profile as PDFStream).dict.get(PDFName.of("N"))?.toString()).toBe("3");

    const metadata = pdf.catalog.lookup(PDFName.of("Metadata"));
    expect(metadata).toBeInstanceOf(PDFRawStream);
    const xmp = new TextDecoder().decode((metadata as PDFRawStream).getContents());
    expect(xmp).toMatch(/<pdfaid:part>3<\/pdfaid:part>\s*<pdfaid:conformance>B<\/pdfaid:conformance>/);

    const associated = pdf.catalog.lookup(PDFName.of("AF"), PDFArray);
    expect(associated.size()).toBe(1);
    const spec = associated.lookup(0, PDFDict);
    expect(spec.get(PDFName.of("AFRelationship"))).toBe(PDFName.of("Alternative"));
    expect(spec.lookup(PDFName.of("UF"), PDFHexString).decodeText()).toBe("factur-x.xml");
    expect(spec.lookup(PDFName.of("EF"), PDFDict).lookup(PDFName.of("F"))).toBeInstanceOf(PDFStream);
  });

  it("every document kind's PDF embeds its fonts too, a note with a line break included", async () => {
    const noteOnTwoLines = { ...DOCUMENT_FIXTURES["delivery-note"], customerNote: "Ring twice.\nLeave it at the back door." };
    for (const model of [...Object.values(DOCUMENT_FIXTURES), noteOnTwoLines]) {
      const pdf = await PDFDocument.load(await renderDocumentPdf(model, { paper: "A4", assetBase: "" }));
      expect(
        fonts(pdf).filter((font) => !font.embedded),
        model.kind,
      ).toEqual([]);
    }
  });
});
