/**
 * How an order document's model becomes an HTTP answer, by format: the `:kind` segment's extension picks
 * one (`invoice` → HTML, `invoice.pdf` → PDF, `invoice.ubl.xml` → UBL 2.1, `invoice.cii.xml` → CII,
 * `invoice.factur-x.pdf` → the PDF with its CII inside). The e-invoice formats exist for numbered invoices
 * and credit notes only.
 */
import {
  renderDocumentHtml,
  renderDocumentPdf,
  renderDocumentsPdfStream,
  defaultPaperFor,
  PAPERS,
  type LogoReader,
  type Paper,
} from "../components/documents/render.server.ts";
import { toCii, toUbl } from "../../domain/documents/e-invoice/index.ts";
import { isNumberedKind, type DocumentKind } from "../../domain/documents/kinds.ts";
import type { DocumentModel } from "../../domain/documents/model.ts";
import { toFacturX } from "../../server/services/documents/factur-x.ts";
import type { Services } from "../../server/services/index.ts";

export type DocumentPaper = Paper;
export const DOCUMENT_PAPERS = PAPERS;

type RenderOptions = { paper: DocumentPaper; assetBase: string; readLogo?: LogoReader };
type Format = {
  contentType: string;
  /** What follows the kind in the URL; the longest matching extension wins. */
  extension: string;
  /** An EN 16931 e-invoice: only for a numbered invoice or credit note. */
  eInvoice: boolean;
  render: (model: DocumentModel, options: RenderOptions) => string | Uint8Array | Promise<Uint8Array>;
};

export const DOCUMENT_FORMATS = {
  html: { contentType: "text/html; charset=utf-8", extension: "html", eInvoice: false, render: renderDocumentHtml },
  pdf: { contentType: "application/pdf", extension: "pdf", eInvoice: false, render: renderDocumentPdf },
  ubl: { contentType: "application/xml; charset=utf-8", extension: "ubl.xml", eInvoice: true, render: toUbl },
  cii: { contentType: "application/xml; charset=utf-8", extension: "cii.xml", eInvoice: true, render: toCii },
  facturX: {
    contentType: "application/pdf",
    extension: "factur-x.pdf",
    eInvoice: true,
    render: async (model: DocumentModel, options: RenderOptions) => toFacturX(await renderDocumentPdf(model, options), toCii(model), model),
  },
} as const satisfies Record<string, Format>;
export type DocumentFormat = keyof typeof DOCUMENT_FORMATS;

/** Whether a document of this kind exists in this format (an e-invoice is an invoice or a credit note). */
export function formatFits(format: DocumentFormat, kind: DocumentKind): boolean {
  return !DOCUMENT_FORMATS[format].eInvoice || isNumberedKind(kind);
}

/** Every document answer: never kept by a cache, never indexed. */
export const DOCUMENT_HEADERS = { "cache-control": "private, no-store", "x-robots-tag": "noindex, nofollow" } as const;

/** `invoice` → html, `invoice.pdf` → pdf, `invoice.ubl.xml` → ubl…; null for an unknown extension. */
export function splitKindSegment(segment: string): { kind: string; format: DocumentFormat } | null {
  const formats = (Object.keys(DOCUMENT_FORMATS) as DocumentFormat[]).filter((name) => name !== "html");
  const byLength = formats.sort((a, b) => DOCUMENT_FORMATS[b].extension.length - DOCUMENT_FORMATS[a].extension.length);
  const format = byLength.find((name) => segment.endsWith(`.${DOCUMENT_FORMATS[name].extension}`));
  if (format) return { kind: segment.slice(0, -DOCUMENT_FORMATS[format].extension.length - 1), format };
  return segment.includes(".") ? null : { kind: segment, format: "html" };
}

/**
 * How a document's PDF gets the shop's logo: from the shop's own media store, by its path on the shop.
 * Never a request over the network, so no logo path can make the server fetch a URL.
 */
export const shopLogoReader =
  (media: Pick<Services["media"], "pdfImage">): LogoReader =>
  (localPath) =>
    media.pdfImage(localPath);

/** Labels print at a label size, everything else on a page. */
export const defaultPaper = (kind: DocumentKind): DocumentPaper => defaultPaperFor(kind);

export async function documentResponse(model: DocumentModel, format: DocumentFormat, options: RenderOptions): Promise<Response> {
  const spec = DOCUMENT_FORMATS[format];
  const body = await spec.render(model, options);
  const name = `${model.kind}-${(model.number ?? model.orderNumber).replace(/[^\w.-]/g, "_")}.${spec.extension}`;
  return new Response(typeof body === "string" ? body : new Uint8Array(body), {
    status: 200,
    headers: { ...DOCUMENT_HEADERS, "content-type": spec.contentType, "content-disposition": `inline; filename="${name}"` },
  });
}

/** A refusal the print flow shows the shopper as it is (§8: plain text answers are alerted). */
export function plainTextAnswer(message: string, status = 200): Response {
  return new Response(message, { status, headers: { ...DOCUMENT_HEADERS, "content-type": "text/plain; charset=utf-8" } });
}

/**
 * Many documents as one PDF (a bulk print), as the answer's body: written page by page into the response
 * instead of gathered first, with the pages in the order given.
 */
export async function bulkPdfResponse(models: readonly DocumentModel[], options: RenderOptions & { title: string; fileName: string }): Promise<Response> {
  const body = await renderDocumentsPdfStream(models, options);
  return new Response(body, {
    status: 200,
    headers: { ...DOCUMENT_HEADERS, "content-type": "application/pdf", "content-disposition": `inline; filename="${options.fileName}"` },
  });
}
