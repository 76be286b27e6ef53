/**
 * UN/CEFACT Cross Industry Invoice (D16B), the EN 16931 profile (the XML inside a Factur-X / ZUGFeRD
 * PDF). Element order follows the D16B schema. A credit note is type 381 with positive amounts, as in UBL.
 */
import { create } from "xmlbuilder2";
import type { XMLBuilder } from "xmlbuilder2/lib/interfaces";
import type { DocumentModel } from "../model.ts";
import { EN16931_SPECIFICATION_ID, toEInvoice } from "./e-invoice.ts";
import { DISCOUNT_REASON } from "./figures.ts";
import { amount, ciiDate, percent, price, quantity } from "./numbers.ts";
import type { PostalAddress } from "./postal-address.ts";
import type { EInvoice, EInvoiceAllowanceCharge, EInvoiceParty } from "./types.ts";
import { UNIT_CODE_PIECE } from "./ubl.ts";
import type { VatKey } from "./vat.ts";

export const CII_NAMESPACES = {
  rsm: "urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100",
  ram: "urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100",
  udt: "urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100",
  qdt: "urn:un:unece:uncefact:data:standard:QualifiedDataType:100",
} as const;
/** CII's date format code for YYYYMMDD. */
const DATE_FORMAT = "102";
/** BT-31/BT-48 scheme: a VAT identifier. */
const VAT_REGISTRATION_SCHEME = "VA";
const EMAIL_SCHEME = "EM";

type Node = XMLBuilder;

const ram = (parent: Node, name: string, text?: string, attributes?: Record<string, string>): Node => {
  const element = parent.ele(CII_NAMESPACES.ram, `ram:${name}`, attributes);
  return text === undefined ? element : element.txt(text).up();
};
const rsm = (parent: Node, name: string): Node => parent.ele(CII_NAMESPACES.rsm, `rsm:${name}`);

function date(parent: Node, name: string, isoDate: string, namespace: "udt" | "qdt" = "udt"): void {
  ram(parent, name).ele(CII_NAMESPACES[namespace], `${namespace}:DateTimeString`, { format: DATE_FORMAT }).txt(ciiDate(isoDate));
}

function indicator(parent: Node, isCharge: boolean): void {
  ram(parent, "ChargeIndicator").ele(CII_NAMESPACES.udt, "udt:Indicator").txt(String(isCharge));
}

export function toCii(model: DocumentModel): string {
  return writeCii(toEInvoice(model));
}

export function writeCii(invoice: EInvoice): string {
  const root = create({ version: "1.0", encoding: "UTF-8" }).ele(CII_NAMESPACES.rsm, "rsm:CrossIndustryInvoice");
  for (const prefix of ["ram", "udt", "qdt"] as const) root.att("http://www.w3.org/2000/xmlns/", `xmlns:${prefix}`, CII_NAMESPACES[prefix]);

  ram(ram(rsm(root, "ExchangedDocumentContext"), "GuidelineSpecifiedDocumentContextParameter"), "ID", EN16931_SPECIFICATION_ID);
  const document = rsm(root, "ExchangedDocument");
  ram(document, "ID", invoice.number);
  ram(document, "TypeCode", invoice.typeCode);
  date(document, "IssueDateTime", invoice.issueDate);
  for (const note of invoice.notes) ram(ram(document, "IncludedNote"), "Content", note);

  const transaction = rsm(root, "SupplyChainTradeTransaction");
  for (const line of invoice.lines) {
    const item = ram(transaction, "IncludedSupplyChainTradeLineItem");
    ram(ram(item, "AssociatedDocumentLineDocument"), "LineID", line.id);
    const product = ram(item, "SpecifiedTradeProduct");
    if (line.sellerItemId) ram(product, "SellerAssignedID", line.sellerItemId);
    ram(product, "Name", line.name);
    if (line.description) ram(product, "Description", line.description);
    ram(ram(ram(item, "SpecifiedLineTradeAgreement"), "NetPriceProductTradePrice"), "ChargeAmount", price(line.unitPrice));
    ram(ram(item, "SpecifiedLineTradeDelivery"), "BilledQuantity", quantity(line.quantity), { unitCode: UNIT_CODE_PIECE });
    const settlement = ram(item, "SpecifiedLineTradeSettlement");
    writeTradeTax(ram(settlement, "ApplicableTradeTax"), line.vat);
    if (line.allowance > 0) {
      const allowance = ram(settlement, "SpecifiedTradeAllowanceCharge");
      indicator(allowance, false);
      ram(allowance, "ActualAmount", amount(line.allowance));
      ram(allowance, "ReasonCode", DISCOUNT_REASON.code);
      ram(allowance, "Reason", DISCOUNT_REASON.text);
    }
    ram(ram(settlement, "SpecifiedTradeSettlementLineMonetarySummation"), "LineTotalAmount", amount(line.net));
  }

  const agreement = ram(transaction, "ApplicableHeaderTradeAgreement");
  writeParty(ram(agreement, "SellerTradeParty"), invoice.seller);
  writeParty(ram(agreement, "BuyerTradeParty"), invoice.buyer);
  ram(ram(agreement, "SellerOrderReferencedDocument"), "IssuerAssignedID", invoice.salesOrderReference);

  // Required even when nothing was delivered.
  const delivery = ram(transaction, "ApplicableHeaderTradeDelivery");
  if (invoice.delivery) {
    const shipTo = ram(delivery, "ShipToTradeParty");
    ram(shipTo, "Name", invoice.delivery.name);
    writeAddress(ram(shipTo, "PostalTradeAddress"), invoice.delivery.address);
  }

  writeSettlement(ram(transaction, "ApplicableHeaderTradeSettlement"), invoice);
  return root.end({ prettyPrint: true });
}

function writeSettlement(settlement: Node, invoice: EInvoice): void {
  if (invoice.paymentMeans?.reference) ram(settlement, "PaymentReference", invoice.paymentMeans.reference);
  ram(settlement, "InvoiceCurrencyCode", invoice.currency);
  if (invoice.paymentMeans) {
    const means = ram(settlement, "SpecifiedTradeSettlementPaymentMeans");
    ram(means, "TypeCode", invoice.paymentMeans.code);
    ram(means, "Information", invoice.paymentMeans.text);
    if (invoice.paymentMeans.iban) {
      const account = ram(means, "PayeePartyCreditorFinancialAccount");
      ram(account, "IBANID", invoice.paymentMeans.iban);
      if (invoice.paymentMeans.accountName) ram(account, "AccountName", invoice.paymentMeans.accountName);
      if (invoice.paymentMeans.bic) ram(ram(means, "PayeeSpecifiedCreditorFinancialInstitution"), "BICID", invoice.paymentMeans.bic);
    }
  }
  for (const row of invoice.vatRows) {
    const tax = ram(settlement, "ApplicableTradeTax");
    ram(tax, "CalculatedAmount", amount(row.tax));
    ram(tax, "TypeCode", "VAT");
    if (row.exemption) ram(tax, "ExemptionReason", row.exemption.text);
    ram(tax, "BasisAmount", amount(row.taxable));
    ram(tax, "CategoryCode", row.vat.category);
    if (row.exemption?.code) ram(tax, "ExemptionReasonCode", row.exemption.code);
    if (row.vat.rate !== null) ram(tax, "RateApplicablePercent", percent(row.vat.rate));
  }
  for (const item of invoice.allowanceCharges) writeAllowanceCharge(ram(settlement, "SpecifiedTradeAllowanceCharge"), item);
  const terms = ram(settlement, "SpecifiedTradePaymentTerms");
  ram(terms, "Description", invoice.paymentTerms);
  if (invoice.dueDate) date(terms, "DueDateDateTime", invoice.dueDate);
  const totals = ram(settlement, "SpecifiedTradeSettlementHeaderMonetarySummation");
  ram(totals, "LineTotalAmount", amount(invoice.totals.lineNet));
  ram(totals, "ChargeTotalAmount", amount(invoice.totals.charges));
  ram(totals, "AllowanceTotalAmount", amount(invoice.totals.allowances));
  ram(totals, "TaxBasisTotalAmount", amount(invoice.totals.taxExclusive));
  ram(totals, "TaxTotalAmount", amount(invoice.totals.tax), { currencyID: invoice.currency });
  if (invoice.totals.rounding !== 0) ram(totals, "RoundingAmount", amount(invoice.totals.rounding));
  ram(totals, "GrandTotalAmount", amount(invoice.totals.taxInclusive));
  ram(totals, "TotalPrepaidAmount", amount(invoice.totals.prepaid));
  ram(totals, "DuePayableAmount", amount(invoice.totals.payable));
  if (invoice.precedingInvoice) {
    const reference = ram(settlement, "InvoiceReferencedDocument");
    ram(reference, "IssuerAssignedID", invoice.precedingInvoice.number);
    date(reference, "FormattedIssueDateTime", invoice.precedingInvoice.date, "qdt");
  }
}

function writeAllowanceCharge(element: Node, item: EInvoiceAllowanceCharge): void {
  indicator(element, item.isCharge);
  ram(element, "ActualAmount", amount(item.amount));
  ram(element, "ReasonCode", item.reasonCode);
  ram(element, "Reason", item.reason);
  writeTradeTax(ram(element, "CategoryTradeTax"), item.vat);
}

function writeTradeTax(element: Node, vat: VatKey): void {
  ram(element, "TypeCode", "VAT");
  ram(element, "CategoryCode", vat.category);
  if (vat.rate !== null) ram(element, "RateApplicablePercent", percent(vat.rate));
}

function writeParty(element: Node, party: EInvoiceParty): void {
  ram(element, "Name", party.name);
  if (party.legalRegistration) ram(ram(element, "SpecifiedLegalOrganization"), "ID", party.legalRegistration);
  if (party.contactName || party.phone || party.email) {
    const contact = ram(element, "DefinedTradeContact");
    if (party.contactName) ram(contact, "PersonName", party.contactName);
    if (party.phone) ram(ram(contact, "TelephoneUniversalCommunication"), "CompleteNumber", party.phone);
    if (party.email) ram(ram(contact, "EmailURIUniversalCommunication"), "URIID", party.email);
  }
  writeAddress(ram(element, "PostalTradeAddress"), party.address);
  if (party.email) ram(ram(element, "URIUniversalCommunication"), "URIID", party.email, { schemeID: EMAIL_SCHEME });
  if (party.vatNumber) ram(ram(element, "SpecifiedTaxRegistration"), "ID", party.vatNumber, { schemeID: VAT_REGISTRATION_SCHEME });
}

function writeAddress(element: Node, address: PostalAddress): void {
  if (address.postcode) ram(element, "PostcodeCode", address.postcode);
  if (address.street) ram(element, "LineOne", address.street);
  if (address.additionalStreet) ram(element, "LineTwo", address.additionalStreet);
  if (address.line3) ram(element, "LineThree", address.line3);
  if (address.city) ram(element, "CityName", address.city);
  ram(element, "CountryID", address.country);
  if (address.subdivision) ram(element, "CountrySubDivisionName", address.subdivision);
}
