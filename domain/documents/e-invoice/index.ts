/** EN 16931 e-invoices drawn from a document model: UBL 2.1 and UN/CEFACT CII (the XML of Factur-X). */
export { toCii } from "./cii.ts";
export { EN16931_SPECIFICATION_ID, NotAnEInvoiceError, toEInvoice } from "./e-invoice.ts";
export type { EInvoice } from "./types.ts";
export { toUbl } from "./ubl.ts";
