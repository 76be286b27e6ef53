import { describe, expect, it } from "vitest";
import { toCii } from "./cii.ts";
import { bankTransferInvoice, creditNote, EXEMPTION, exemptLineInvoice, twoRatesInvoice } from "./fixtures.ts";
import { toUbl } from "./ubl.ts";

describe("UBL 2.1", () => {
  it("writes an Invoice under the EN 16931 customization, with the reduced rate as a percentage", () => {
    const xml = toUbl(twoRatesInvoice);
    expect(xml).toContain('<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"');
    expect(xml).toContain("<cbc:CustomizationID>urn:cen.eu:en16931:2017</cbc:CustomizationID>");
    expect(xml).toContain("<cbc:InvoiceTypeCode>380</cbc:InvoiceTypeCode>");
    expect(xml).toContain("<cbc:Percent>13.5</cbc:Percent>");
    expect(xml).toContain('<cbc:PayableAmount currencyID="EUR">0.00</cbc:PayableAmount>');
    expect(xml).toContain('<cbc:PrepaidAmount currencyID="EUR">118.54</cbc:PrepaidAmount>');
  });

  it("writes a credit note as a CreditNote with positive amounts and the corrected invoice", () => {
    const xml = toUbl(creditNote);
    expect(xml).toContain('<CreditNote xmlns="urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2"');
    expect(xml).toContain("<cbc:CreditNoteTypeCode>381</cbc:CreditNoteTypeCode>");
    expect(xml).toContain('<cbc:CreditedQuantity unitCode="C62">1</cbc:CreditedQuantity>');
    expect(xml).toMatch(/<cac:BillingReference>\s*<cac:InvoiceDocumentReference>\s*<cbc:ID>INV-2026-00042<\/cbc:ID>/);
    expect(xml).toContain('<cbc:PayableAmount currencyID="EUR">40.00</cbc:PayableAmount>');
    expect(xml).not.toMatch(/>-\d/);
  });

  it("escapes text the shop does not control", () => {
    const xml = toUbl({ ...twoRatesInvoice, customerNote: "Ring <twice> & wait" });
    expect(xml).toContain("Customer note: Ring &lt;twice&gt; &amp; wait");
  });
});

describe("CII D16B", () => {
  it("writes the EN 16931 guideline, a due date and the SEPA account", () => {
    const xml = toCii(bankTransferInvoice);
    expect(xml).toMatch(/<ram:GuidelineSpecifiedDocumentContextParameter>\s*<ram:ID>urn:cen.eu:en16931:2017<\/ram:ID>/);
    expect(xml).toContain('<udt:DateTimeString format="102">20261204</udt:DateTimeString>');
    expect(xml).toContain("<ram:IBANID>IE29AIBK93115212345678</ram:IBANID>");
    expect(xml).toContain("<ram:DuePayableAmount>53.84</ram:DuePayableAmount>");
    expect(xml).toContain('<ram:TaxTotalAmount currencyID="EUR">5.39</ram:TaxTotalAmount>');
  });

  it("writes a credit note as type 381 with the corrected invoice", () => {
    const xml = toCii(creditNote);
    expect(xml).toContain("<ram:TypeCode>381</ram:TypeCode>");
    expect(xml).toMatch(/<ram:InvoiceReferencedDocument>\s*<ram:IssuerAssignedID>INV-2026-00042<\/ram:IssuerAssignedID>/);
    expect(xml).toContain("<ram:GrandTotalAmount>40.00</ram:GrandTotalAmount>");
  });
});

describe("exemption, company number and address parts (both syntaxes)", () => {
  it("UBL: a zero-rate line of an exempt shop is category E with its reason; the seller's company number; addresses in their parts", () => {
    const xml = toUbl(exemptLineInvoice);
    expect(xml).toMatch(
      /<cac:TaxCategory>\s*<cbc:ID>E<\/cbc:ID>\s*<cbc:Percent>0<\/cbc:Percent>\s*<cbc:TaxExemptionReasonCode>VATEX-EU-132<\/cbc:TaxExemptionReasonCode>\s*<cbc:TaxExemptionReason>Exempt under Article 132/,
    );
    expect(xml).toMatch(/<cac:ClassifiedTaxCategory>\s*<cbc:ID>E<\/cbc:ID>/);
    expect(xml).not.toMatch(/<cbc:ID>Z<\/cbc:ID>/);
    expect(xml).toMatch(/<cbc:RegistrationName>Vitrine Demo Ltd<\/cbc:RegistrationName>\s*<cbc:CompanyID>654321<\/cbc:CompanyID>/);
    expect(xml).toMatch(
      /<cbc:StreetName>Unit 4, Marina Village<\/cbc:StreetName>\s*<cbc:AdditionalStreetName>Ferrybank<\/cbc:AdditionalStreetName>\s*<cbc:CityName>Waterford<\/cbc:CityName>\s*<cbc:PostalZone>X91 K2P3<\/cbc:PostalZone>/,
    );
  });

  it("CII: the same exemption, the seller's legal organisation and the buyer's postcode and city", () => {
    const xml = toCii(exemptLineInvoice);
    expect(xml).toContain(`<ram:ExemptionReason>${EXEMPTION.text}</ram:ExemptionReason>`);
    expect(xml).toContain("<ram:ExemptionReasonCode>VATEX-EU-132</ram:ExemptionReasonCode>");
    expect(xml).toMatch(/<ram:CategoryCode>E<\/ram:CategoryCode>/);
    expect(xml).toMatch(/<ram:SpecifiedLegalOrganization>\s*<ram:ID>654321<\/ram:ID>/);
    expect(xml).toMatch(
      /<ram:PostcodeCode>X91 K2P3<\/ram:PostcodeCode>\s*<ram:LineOne>Unit 4, Marina Village<\/ram:LineOne>\s*<ram:LineTwo>Ferrybank<\/ram:LineTwo>\s*<ram:CityName>Waterford<\/ram:CityName>/,
    );
  });

  it("a shop that states no exemption keeps its zero-rate line zero rated (Z), with no reason (BR-Z-10)", () => {
    for (const xml of [toUbl(bankTransferInvoice), toCii(bankTransferInvoice)]) {
      expect(xml).toMatch(/>Z</);
      expect(xml).not.toMatch(/Exemption|CompanyID>654321|SpecifiedLegalOrganization/);
    }
  });
});
