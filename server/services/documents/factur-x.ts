/**
 * Factur-X / ZUGFeRD: the invoice PDF with its CII XML inside, so one file is both what a person reads and
 * what accounting software imports. On top of the rendered PDF this adds what a Factur-X reader and the
 * PDF/A-3 rules look for: the XML as the associated file `factur-x.xml` (AFRelationship Alternative: the
 * pages show the same invoice), XMP metadata that declares PDF/A-3b and the Factur-X extension schema at
 * the EN 16931 level, an sRGB output intent, matching document information and a file identifier.
 * Full PDF/A conformance also depends on the rendered PDF (embedded fonts, no transparency); this adds
 * the parts a PDF renderer does not know about.
 */
import { createHash } from "node:crypto";
import { AFRelationship, PDFDocument, PDFHexString, PDFName } from "pdf-lib";
import type { DocumentModel } from "../../../domain/documents/model.ts";
import { SRGB_PROFILE_NAME, srgbIccProfile } from "./srgb-profile.ts";

export const FACTUR_X_FILE_NAME = "factur-x.xml";
/** The Factur-X 1.0 XMP namespace and the conformance level of a CII that follows EN 16931. */
export const FACTUR_X_NAMESPACE = "urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#";
export const FACTUR_X_CONFORMANCE_LEVEL = "EN 16931";
const PRODUCER = "Vitrine";

type FacturXInfo = { title: string; author: string; subject: string; date: Date };

export async function toFacturX(pdfBytes: Uint8Array, cii: string, model: DocumentModel): Promise<Uint8Array> {
  // The document's own date, not the clock: the same invoice always gives the same file.
  const info: FacturXInfo = {
    title: `${model.title} ${model.number ?? model.orderNumber}`,
    author: model.seller.company || model.seller.name,
    subject: `${model.title} for order ${model.orderNumber}`,
    date: new Date(`${model.issueDate}T00:00:00Z`),
  };
  const pdf = await PDFDocument.load(pdfBytes, { updateMetadata: false });
  const xml = new TextEncoder().encode(cii);
  await pdf.attach(xml, FACTUR_X_FILE_NAME, {
    mimeType: "text/xml",
    description: "Factur-X invoice (UN/CEFACT CII, EN 16931)",
    creationDate: info.date,
    modificationDate: info.date,
    afRelationship: AFRelationship.Alternative,
  });
  setDocumentInfo(pdf, info);
  const context = pdf.context;
  const metadata = context.stream(xmpMetadata(info), { Type: "Metadata", Subtype: "XML" });
  pdf.catalog.set(PDFName.of("Metadata"), context.register(metadata));
  const profile = context.register(context.flateStream(srgbIccProfile(), { N: 3 }));
  const outputIntent = context.obj({
    Type: "OutputIntent",
    S: "GTS_PDFA1",
    OutputConditionIdentifier: PDFHexString.fromText(SRGB_PROFILE_NAME),
    Info: PDFHexString.fromText(SRGB_PROFILE_NAME),
    DestOutputProfile: profile,
  });
  pdf.catalog.set(PDFName.of("OutputIntents"), context.obj([outputIntent]));
  const id = PDFHexString.of(createHash("md5").update(pdfBytes).update(xml).digest("hex"));
  context.trailerInfo.ID = context.obj([id, id]);
  return pdf.save({ useObjectStreams: false, updateFieldAppearances: false });
}

/** The information dictionary; PDF/A wants it to say what the XMP says. */
function setDocumentInfo(pdf: PDFDocument, info: FacturXInfo): void {
  pdf.setTitle(info.title);
  pdf.setAuthor(info.author);
  pdf.setSubject(info.subject);
  pdf.setCreator(PRODUCER);
  pdf.setProducer(PRODUCER);
  pdf.setCreationDate(info.date);
  pdf.setModificationDate(info.date);
}

const escapeXml = (text: string) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

const FACTUR_X_PROPERTIES: readonly [name: string, description: string][] = [
  ["DocumentFileName", "Name of the embedded XML invoice"],
  ["DocumentType", "Type of the hybrid document"],
  ["Version", "Version of the Factur-X XML schema"],
  ["ConformanceLevel", "Factur-X profile of the embedded XML"],
];

export function xmpMetadata(info: FacturXInfo): string {
  const date = info.date.toISOString().replace(/\.\d{3}Z$/, "Z");
  const properties = FACTUR_X_PROPERTIES.map(
    ([name, description]) =>
      `<rdf:li rdf:parseType="Resource"><pdfaProperty:name>${name}</pdfaProperty:name><pdfaProperty:valueType>Text</pdfaProperty:valueType>` +
      `<pdfaProperty:category>external</pdfaProperty:category><pdfaProperty:description>${description}</pdfaProperty:description></rdf:li>`,
  ).join("\n");
  return `<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/">
<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
<rdf:Description rdf:about="" xmlns:pdfaid="http://www.aiim.org/pdfa/ns/id/"><pdfaid:part>3</pdfaid:part><pdfaid:conformance>B</pdfaid:conformance></rdf:Description>
<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/">
<dc:title><rdf:Alt><rdf:li xml:lang="x-default">${escapeXml(info.title)}</rdf:li></rdf:Alt></dc:title>
<dc:creator><rdf:Seq><rdf:li>${escapeXml(info.author)}</rdf:li></rdf:Seq></dc:creator>
<dc:description><rdf:Alt><rdf:li xml:lang="x-default">${escapeXml(info.subject)}</rdf:li></rdf:Alt></dc:description>
</rdf:Description>
<rdf:Description rdf:about="" xmlns:pdf="http://ns.adobe.com/pdf/1.3/"><pdf:Producer>${PRODUCER}</pdf:Producer></rdf:Description>
<rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/"><xmp:CreatorTool>${PRODUCER}</xmp:CreatorTool><xmp:CreateDate>${date}</xmp:CreateDate><xmp:ModifyDate>${date}</xmp:ModifyDate></rdf:Description>
<rdf:Description rdf:about="" xmlns:fx="${FACTUR_X_NAMESPACE}">
<fx:DocumentType>INVOICE</fx:DocumentType><fx:DocumentFileName>${FACTUR_X_FILE_NAME}</fx:DocumentFileName><fx:Version>1.0</fx:Version><fx:ConformanceLevel>${FACTUR_X_CONFORMANCE_LEVEL}</fx:ConformanceLevel>
</rdf:Description>
<rdf:Description rdf:about="" xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/" xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#" xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#">
<pdfaExtension:schemas><rdf:Bag><rdf:li rdf:parseType="Resource">
<pdfaSchema:schema>Factur-X PDFA Extension Schema</pdfaSchema:schema><pdfaSchema:namespaceURI>${FACTUR_X_NAMESPACE}</pdfaSchema:namespaceURI><pdfaSchema:prefix>fx</pdfaSchema:prefix>
<pdfaSchema:property><rdf:Seq>
${properties}
</rdf:Seq></pdfaSchema:property>
</rdf:li></rdf:Bag></pdfaExtension:schemas>
</rdf:Description>
</rdf:RDF>
</x:xmpmeta>
<?xpacket end="w"?>`;
}
