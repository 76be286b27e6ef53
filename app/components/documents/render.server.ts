/**
 * Order documents as files: a standalone HTML page (inline print style, @page size of the paper) and a
 * PDF, both drawn from the one layout of domain/documents/layout.ts so their text is the same.
 */
import { Readable } from "node:stream";
import { renderToBuffer, renderToStream, type DocumentProps } from "@react-pdf/renderer";
import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { DocumentLayout } from "../../../domain/documents/layout-blocks.ts";
import { documentLayout } from "../../../domain/documents/layout.ts";
import type { DocumentModel, DocumentSeller } from "../../../domain/documents/model.ts";
import type { Paper } from "../../../domain/documents/paper.ts";
import { barcodePng, barcodeSvg } from "./barcode.server.ts";
import { documentCss } from "./document-css.ts";
import { DocumentPage } from "./document-html.tsx";
import { DocumentPdf, DocumentsPdf, type PdfGraphics, type PdfImage } from "./document-pdf.tsx";

export { defaultPaperFor, isPaper, PAPERS, type Paper } from "../../../domain/documents/paper.ts";

/**
 * The shop's logo for a PDF, read from the shop's own storage by its path on the shop (the media store's
 * `/media/<key>/<width>.webp`): null when there is no such picture. Never a network request.
 */
export type LogoReader = (localPath: string) => Promise<PdfImage | null>;

export type RenderOptions = {
  paper: Paper;
  /** Prefix of the shop's own asset URLs ("https://shop.example" or "" for same-origin paths). */
  assetBase: string;
  /** Where a PDF gets the logo; without it a PDF heads the document with the shop's name as text. */
  readLogo?: LogoReader;
};

export function renderDocumentHtml(model: DocumentModel, options: RenderOptions): string {
  return renderLayoutHtml(documentLayout(model), model.seller, options);
}

/** Any document's layout (an order's, a payout statement's) as the standalone HTML page, under the seller's logo. */
export function renderLayoutHtml(layout: DocumentLayout, seller: DocumentSeller, options: RenderOptions): string {
  const model = { seller };
  const barcodeSvgs = Object.fromEntries(barcodeValues(layout).map((value) => [value, barcodeSvg(value)]));
  const graphics = { logoUrl: logoUrl(model, options.assetBase), logoAlt: model.seller.name, barcodeSvgs };
  const page = createElement(DocumentPage, { layout, graphics, paper: options.paper, css: documentCss(options.paper) });
  return `<!DOCTYPE html>${renderToStaticMarkup(page)}`;
}

export async function renderDocumentPdf(model: DocumentModel, options: RenderOptions): Promise<Uint8Array> {
  return renderLayoutPdf(documentLayout(model), model.seller, `Order ${model.orderNumber}`, options);
}

/** Any document's layout as a PDF, under the seller's logo; `subject` is the PDF's own metadata. */
export async function renderLayoutPdf(layout: DocumentLayout, seller: DocumentSeller, subject: string, options: RenderOptions): Promise<Uint8Array> {
  const graphics = await pdfGraphics(layout, readLogo(seller, options.readLogo));
  const meta = { author: seller.name, subject };
  // DocumentPdf renders react-pdf's <Document> as its root, which is what renderToBuffer asks for.
  const document = createElement(DocumentPdf, { layout, paper: options.paper, graphics, meta }) as unknown as ReactElement<DocumentProps>;
  const buffer = await renderToBuffer(document);
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}

/**
 * Many documents as one PDF, sent as it is written (a bulk print): one react-pdf document whose pages are
 * each model's, in the order given, so the font is embedded once for all of them. The shop's logo is
 * read once; the models are one shop's.
 */
export async function renderDocumentsPdfStream(
  models: readonly DocumentModel[],
  options: RenderOptions & { title: string },
): Promise<ReadableStream<Uint8Array>> {
  const first = models[0];
  const logo = first ? readLogo(first.seller, options.readLogo) : Promise.resolve(null);
  const parts = await Promise.all(
    models.map(async (model) => {
      const layout = documentLayout(model);
      return { layout, graphics: await pdfGraphics(layout, logo) };
    }),
  );
  const meta = { title: options.title, author: first?.seller.name ?? "", subject: options.title };
  const document = createElement(DocumentsPdf, { parts, paper: options.paper, meta }) as unknown as ReactElement<DocumentProps>;
  const stream = await renderToStream(document);
  return Readable.toWeb(stream as unknown as Readable) as ReadableStream<Uint8Array>;
}

async function pdfGraphics(layout: DocumentLayout, logo: Promise<PdfImage | null>): Promise<PdfGraphics> {
  const values = barcodeValues(layout);
  const [image, pngs] = await Promise.all([logo, Promise.all(values.map(barcodePng))]);
  return { logo: image, barcodePngs: Object.fromEntries(values.map((value, index) => [value, pngs[index]!])) };
}

function barcodeValues(layout: DocumentLayout): string[] {
  return layout.blocks.flatMap((block) => (block.type === "barcode" ? [block.value] : []));
}

/** The logo's URL: the seller's path under the asset base (a full URL is taken as it is). */
export function logoUrl(model: Pick<DocumentModel, "seller">, assetBase: string): string | null {
  const path = model.seller.logoPath;
  if (path === null || path.trim() === "") return null;
  if (/^(https?:|data:)/i.test(path)) return path;
  return `${assetBase.replace(/\/+$/, "")}/${path.replace(/^\/+/, "")}`;
}

/**
 * The logo for the PDF, or null: a PDF is still worth having without its logo, so a logo the shop's
 * storage does not have, or cannot read, leaves a text heading. Only a path on the shop is read.
 */
async function readLogo(seller: DocumentSeller, reader: LogoReader | undefined): Promise<PdfImage | null> {
  const path = seller.logoPath?.trim() ?? "";
  if (reader === undefined || !path.startsWith("/") || path.startsWith("//")) return null;
  try {
    return await reader(path);
  } catch {
    return null;
  }
}
