/**
 * How an order document's model becomes an HTTP answer, by format: the `:kind` segment's extension picks
 * one (`invoice` → HTML, `invoice.pdf` → PDF). The e-invoice formats (UBL, CII) join this table with their
 * own extension and renderer.
 */
import { PDFDocument } from "pdf-lib";
import { renderDocumentHtml, renderDocumentPdf, type DocumentPaper } from "../components/documents/render.server.ts";
import { isLabelKind, type DocumentKind } from "../../domain/documents/kinds.ts";
import type { DocumentModel } from "../../domain/documents/model.ts";

export const DOCUMENT_PAPERS = ["A4", "Letter", "A6", "4x6", "62mm"] as const satisfies readonly DocumentPaper[];

type Format = {
  contentType: string;
  extension: string;
  render: (model: DocumentModel, options: { paper: DocumentPaper; assetBase: string }) => string | Uint8Array | Promise<Uint8Array>;
};

export const DOCUMENT_FORMATS = {
  html: { contentType: "text/html; charset=utf-8", extension: "html", render: renderDocumentHtml },
  pdf: { contentType: "application/pdf", extension: "pdf", render: renderDocumentPdf },
} as const satisfies Record<string, Format>;
export type DocumentFormat = keyof typeof DOCUMENT_FORMATS;

/** Every document answer: never kept by a cache, never indexed. */
export const DOCUMENT_HEADERS = { "cache-control": "private, no-store", "x-robots-tag": "noindex, nofollow" } as const;

/** `invoice` → html, `invoice.pdf` → pdf; null for an unknown extension. */
export function splitKindSegment(segment: string): { kind: string; format: DocumentFormat } | null {
  const dot = segment.lastIndexOf(".");
  if (dot === -1) return { kind: segment, format: "html" };
  const extension = segment.slice(dot + 1);
  const format = (Object.keys(DOCUMENT_FORMATS) as DocumentFormat[]).find((name) => DOCUMENT_FORMATS[name].extension === extension && name !== "html");
  return format ? { kind: segment.slice(0, dot), format } : null;
}

/** Labels print at a label size, everything else on a page. */
export const defaultPaper = (kind: DocumentKind): DocumentPaper => (isLabelKind(kind) ? "A6" : "A4");

export async function documentResponse(model: DocumentModel, format: DocumentFormat, options: { paper: DocumentPaper; assetBase: string }): Promise<Response> {
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

/** Many documents as one PDF (a bulk print): each rendered on its own, then their pages in the order given. */
export async function mergedPdf(models: readonly DocumentModel[], options: { paper: DocumentPaper; assetBase: string }): Promise<Uint8Array> {
  const merged = await PDFDocument.create();
  for (const model of models) {
    const part = await PDFDocument.load(await renderDocumentPdf(model, options));
    for (const page of await merged.copyPages(part, part.getPageIndices())) merged.addPage(page);
  }
  return merged.save();
}
