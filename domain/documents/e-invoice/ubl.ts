/**
 * UBL 2.1 Invoice (or CreditNote) following the EN 16931 syntax binding for UBL. Element order follows
 * the UBL 2.1 schema; every amount carries the document currency.
 */
import { create } from "xmlbuilder2";
import type { XMLBuilder } from "xmlbuilder2/lib/interfaces";
import type { DocumentModel } from "../model.ts";
import { EN16931_SPECIFICATION_ID, toEInvoice } from "./e-invoice.ts";
import { DISCOUNT_REASON } from "./figures.ts";
import { amount, percent, price, quantity } from "./numbers.ts";
import type { PostalAddress } from "./postal-address.ts";
import type { EInvoice, EInvoiceParty } from "./types.ts";
import type { VatKey } from "./vat.ts";

export const UBL_NAMESPACES = {
  invoice: "urn:oasis:names:specification:ubl:schema:xsd:Invoice-2",
  creditNote: "urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2",
  cac: "urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2",
  cbc: "urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2",
} as const;
/** UN/ECE Recommendation 20 "one": the shop sells items, counted in pieces. */
export const UNIT_CODE_PIECE = "C62";
/** BT-34/BT-49 scheme "EM": an e-mail address as the party's electronic address. */
const EMAIL_SCHEME = "EM";

type Node = XMLBuilder;

const cbc = (parent: Node, name: string, text: string, attributes?: Record<string, string>): Node =>
  parent.ele(UBL_NAMESPACES.cbc, `cbc:${name}`, attributes).txt(text).up();
const cac = (parent: Node, name: string): Node => parent.ele(UBL_NAMESPACES.cac, `cac:${name}`);

export function toUbl(model: DocumentModel): string {
  return writeUbl(toEInvoice(model));
}

export function writeUbl(invoice: EInvoice): string {
  const isCreditNote = invoice.kind === "credit-note";
  const root = create({ version: "1.0", encoding: "UTF-8" })
    .ele(isCreditNote ? UBL_NAMESPACES.creditNote : UBL_NAMESPACES.invoice, isCreditNote ? "CreditNote" : "Invoice")
    .att("http://www.w3.org/2000/xmlns/", "xmlns:cac", UBL_NAMESPACES.cac)
    .att("http://www.w3.org/2000/xmlns/", "xmlns:cbc", UBL_NAMESPACES.cbc);
  const money = (value: number) => ({ text: amount(value), attributes: { currencyID: invoice.currency } });
  const moneyEle = (parent: Node, name: string, value: number) => cbc(parent, name, money(value).text, money(value).attributes);

  cbc(root, "CustomizationID", EN16931_SPECIFICATION_ID);
  cbc(root, "ID", invoice.number);
  cbc(root, "IssueDate", invoice.issueDate);
  if (!isCreditNote && invoice.dueDate) cbc(root, "DueDate", invoice.dueDate);
  cbc(root, isCreditNote ? "CreditNoteTypeCode" : "InvoiceTypeCode", invoice.typeCode);
  for (const note of invoice.notes) cbc(root, "Note", note);
  cbc(root, "DocumentCurrencyCode", invoice.currency);
  const order = cac(root, "OrderReference");
  // UBL requires the buyer's order number here; the shop has only its own (BT-14), so "NA" stands for it.
  cbc(order, "ID", "NA");
  cbc(order, "SalesOrderID", invoice.salesOrderReference);
  if (invoice.precedingInvoice) {
    const reference = cac(cac(root, "BillingReference"), "InvoiceDocumentReference");
    cbc(reference, "ID", invoice.precedingInvoice.number);
    cbc(reference, "IssueDate", invoice.precedingInvoice.date);
  }
  writeParty(cac(root, "AccountingSupplierParty"), invoice.seller);
  writeParty(cac(root, "AccountingCustomerParty"), invoice.buyer);
  if (invoice.delivery) {
    const delivery = cac(root, "Delivery");
    writeAddress(cac(cac(delivery, "DeliveryLocation"), "Address"), invoice.delivery.address);
    cbc(cac(cac(delivery, "DeliveryParty"), "PartyName"), "Name", invoice.delivery.name);
  }
  if (invoice.paymentMeans) {
    const means = cac(root, "PaymentMeans");
    cbc(means, "PaymentMeansCode", invoice.paymentMeans.code, { name: invoice.paymentMeans.text });
    if (invoice.paymentMeans.reference) cbc(means, "PaymentID", invoice.paymentMeans.reference);
    if (invoice.paymentMeans.iban) {
      const account = cac(means, "PayeeFinancialAccount");
      cbc(account, "ID", invoice.paymentMeans.iban);
      if (invoice.paymentMeans.accountName) cbc(account, "Name", invoice.paymentMeans.accountName);
      if (invoice.paymentMeans.bic) cbc(cac(account, "FinancialInstitutionBranch"), "ID", invoice.paymentMeans.bic);
    }
  }
  cbc(cac(root, "PaymentTerms"), "Note", invoice.paymentTerms);
  for (const item of invoice.allowanceCharges) {
    const element = cac(root, "AllowanceCharge");
    cbc(element, "ChargeIndicator", String(item.isCharge));
    cbc(element, "AllowanceChargeReasonCode", item.reasonCode);
    cbc(element, "AllowanceChargeReason", item.reason);
    moneyEle(element, "Amount", item.amount);
    writeTaxCategory(element, "TaxCategory", item.vat, null);
  }
  const taxTotal = cac(root, "TaxTotal");
  moneyEle(taxTotal, "TaxAmount", invoice.totals.tax);
  for (const row of invoice.vatRows) {
    const subtotal = cac(taxTotal, "TaxSubtotal");
    moneyEle(subtotal, "TaxableAmount", row.taxable);
    moneyEle(subtotal, "TaxAmount", row.tax);
    writeTaxCategory(subtotal, "TaxCategory", row.vat, row.exemption);
  }
  const totals = cac(root, "LegalMonetaryTotal");
  moneyEle(totals, "LineExtensionAmount", invoice.totals.lineNet);
  moneyEle(totals, "TaxExclusiveAmount", invoice.totals.taxExclusive);
  moneyEle(totals, "TaxInclusiveAmount", invoice.totals.taxInclusive);
  if (invoice.totals.allowances !== 0) moneyEle(totals, "AllowanceTotalAmount", invoice.totals.allowances);
  if (invoice.totals.charges !== 0) moneyEle(totals, "ChargeTotalAmount", invoice.totals.charges);
  if (invoice.totals.prepaid !== 0) moneyEle(totals, "PrepaidAmount", invoice.totals.prepaid);
  if (invoice.totals.rounding !== 0) moneyEle(totals, "PayableRoundingAmount", invoice.totals.rounding);
  moneyEle(totals, "PayableAmount", invoice.totals.payable);

  for (const line of invoice.lines) {
    const element = cac(root, isCreditNote ? "CreditNoteLine" : "InvoiceLine");
    cbc(element, "ID", line.id);
    cbc(element, isCreditNote ? "CreditedQuantity" : "InvoicedQuantity", quantity(line.quantity), { unitCode: UNIT_CODE_PIECE });
    moneyEle(element, "LineExtensionAmount", line.net);
    if (line.allowance > 0) {
      const allowance = cac(element, "AllowanceCharge");
      cbc(allowance, "ChargeIndicator", "false");
      cbc(allowance, "AllowanceChargeReasonCode", DISCOUNT_REASON.code);
      cbc(allowance, "AllowanceChargeReason", DISCOUNT_REASON.text);
      moneyEle(allowance, "Amount", line.allowance);
    }
    const item = cac(element, "Item");
    if (line.description) cbc(item, "Description", line.description);
    cbc(item, "Name", line.name);
    if (line.sellerItemId) cbc(cac(item, "SellersItemIdentification"), "ID", line.sellerItemId);
    writeTaxCategory(item, "ClassifiedTaxCategory", line.vat, null);
    cbc(cac(element, "Price"), "PriceAmount", price(line.unitPrice), { currencyID: invoice.currency });
  }
  return root.end({ prettyPrint: true });
}

function writeParty(parent: Node, party: EInvoiceParty): void {
  const element = cac(parent, "Party");
  if (party.email) cbc(element, "EndpointID", party.email, { schemeID: EMAIL_SCHEME });
  writeAddress(cac(element, "PostalAddress"), party.address);
  if (party.vatNumber) {
    const scheme = cac(element, "PartyTaxScheme");
    cbc(scheme, "CompanyID", party.vatNumber);
    cbc(cac(scheme, "TaxScheme"), "ID", "VAT");
  }
  const legal = cac(element, "PartyLegalEntity");
  cbc(legal, "RegistrationName", party.name);
  if (party.legalRegistration) cbc(legal, "CompanyID", party.legalRegistration);
  if (party.contactName || party.phone || party.email) {
    const contact = cac(element, "Contact");
    if (party.contactName) cbc(contact, "Name", party.contactName);
    if (party.phone) cbc(contact, "Telephone", party.phone);
    if (party.email) cbc(contact, "ElectronicMail", party.email);
  }
}

function writeAddress(element: Node, address: PostalAddress): void {
  if (address.street) cbc(element, "StreetName", address.street);
  if (address.additionalStreet) cbc(element, "AdditionalStreetName", address.additionalStreet);
  if (address.city) cbc(element, "CityName", address.city);
  if (address.postcode) cbc(element, "PostalZone", address.postcode);
  if (address.subdivision) cbc(element, "CountrySubentity", address.subdivision);
  if (address.line3) cbc(cac(element, "AddressLine"), "Line", address.line3);
  cbc(cac(element, "Country"), "IdentificationCode", address.country);
}

function writeTaxCategory(parent: Node, name: string, vat: VatKey, exemption: { code: string; text: string } | null): void {
  const category = cac(parent, name);
  cbc(category, "ID", vat.category);
  if (vat.rate !== null) cbc(category, "Percent", percent(vat.rate));
  if (exemption) {
    if (exemption.code) cbc(category, "TaxExemptionReasonCode", exemption.code);
    cbc(category, "TaxExemptionReason", exemption.text);
  }
  cbc(cac(category, "TaxScheme"), "ID", "VAT");
}
