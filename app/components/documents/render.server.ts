/**
 * Placeholder renderers of order documents: a plain HTML page and a one-page PDF listing the model's
 * text. They keep the document routes whole until the real print layouts (print CSS, paper and label
 * sizes, barcodes) replace this file with the same two functions.
 */
import { PDFDocument, StandardFonts } from "pdf-lib";
import type { DocumentModel } from "../../../domain/documents/model.ts";

export type DocumentPaper = "A4" | "Letter" | "A6" | "4x6" | "62mm";
export type RenderOptions = { paper: DocumentPaper; assetBase: string };

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

function money(model: DocumentModel, minor: number): string {
  return new Intl.NumberFormat("en-IE", { style: "currency", currency: model.currency }).format(minor / 100);
}

/** The model as lines of text, in reading order: what both placeholders print. */
export function documentText(model: DocumentModel): string[] {
  const heading = model.number ? `${model.title} ${model.number}` : model.title;
  const lines = [heading, `Order #${model.orderNumber} of ${model.orderDate}, issued ${model.issueDate}`, `From: ${model.seller.name}`];
  if (model.seller.vatNumber) lines.push(`VAT: ${model.seller.vatNumber}`);
  lines.push(`To: ${[model.billing.name, ...model.billing.addressLines, model.billing.country].filter(Boolean).join(", ")}`);
  if (model.notice) lines.push(model.notice);
  if (model.corrects) lines.push(`Corrects invoice ${model.corrects.invoiceNumber} of ${model.corrects.invoiceDate}: ${model.corrects.reason}`);
  for (const line of model.lines) {
    const price = model.showPrices ? ` ${money(model, line.gross)}` : "";
    lines.push(`${line.quantity} × ${line.name}${line.variation ? ` (${line.variation})` : ""}${price}`);
  }
  if (model.showPrices) {
    for (const row of model.taxRows) lines.push(`Tax ${row.rate / 100} % on ${money(model, row.taxable)}: ${money(model, row.tax)}`);
    lines.push(`Total ${money(model, model.totals.gross)}`);
  }
  if (model.dueDate) lines.push(`Due ${model.dueDate}`);
  if (model.footer) lines.push(model.footer);
  return lines;
}

export function renderDocumentHtml(model: DocumentModel, options: RenderOptions): string {
  const [heading, ...rest] = documentText(model).map(escapeHtml);
  return [
    "<!doctype html>",
    `<html lang="en"><head><meta charset="utf-8"><title>${heading}</title>`,
    // No favicon request from a document window (an empty icon, inline).
    `<meta name="robots" content="noindex"><link rel="icon" href="data:,"><style>@page { size: ${options.paper === "Letter" ? "letter" : "A4"}; }</style></head>`,
    `<body><h1>${heading}</h1>`,
    ...rest.map((line) => `<p>${line}</p>`),
    "</body></html>",
  ].join("\n");
}

/** The PDF's standard font covers Latin-1 only: anything beyond it is printed as "?". */
const latin1 = (text: string) => text.replace(/×/g, "x").replace(/[^\x20-\xff]/g, "?");

export async function renderDocumentPdf(model: DocumentModel, _options: RenderOptions): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(model.number ? `${model.title} ${model.number}` : model.title);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  let page = pdf.addPage([595.28, 841.89]);
  let y = 800;
  for (const line of documentText(model)) {
    if (y < 40) {
      page = pdf.addPage([595.28, 841.89]);
      y = 800;
    }
    page.drawText(latin1(line).slice(0, 110), { x: 40, y, size: 10, font });
    y -= 16;
  }
  return pdf.save();
}
