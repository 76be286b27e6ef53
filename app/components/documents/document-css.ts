/**
 * The print style of every HTML document, inlined so the file stands alone (saved, mailed, printed from a
 * hidden frame). Black on white only, with rules instead of shading, so it prints the same in black and
 * white; tables wrap long names instead of widening the page.
 */
import { cssPageSize, PAPER_METRICS, type Paper } from "../../../domain/documents/paper.ts";

export function documentCss(paper: Paper): string {
  const { widthMm, marginMm, fontPt } = PAPER_METRICS[paper];
  return `
@page { size: ${cssPageSize(paper)}; margin: ${marginMm}mm; }
*, *::before, *::after { box-sizing: border-box; }
html { color: #000; background: #fff; font: ${fontPt}pt/1.3 Helvetica, Arial, "Liberation Sans", sans-serif; -webkit-text-size-adjust: 100%; }
body { margin: 0; }
.document { max-width: ${widthMm}mm; margin: 0 auto; padding: ${marginMm}mm; display: flex; flex-direction: column; gap: 1em; }
.document > * { margin: 0; }
h1 { font-size: 2em; line-height: 1.15; margin: 0; }
h2 { font-size: 1rem; line-height: 1.4; margin: 0 0 0.3em; padding-bottom: 0.15em; border-bottom: 1px solid #000; }
p { margin: 0; }
address { font-style: normal; }
.doc-heading { display: flex; flex-wrap: wrap; align-items: flex-start; justify-content: space-between; gap: 0.5em 1em; }
.doc-logo { display: block; max-width: 60mm; max-height: 18mm; object-fit: contain; }
.doc-brand { margin: 0; font-weight: 700; font-size: 1.6em; letter-spacing: 0.06em; }
.doc-stamp { border: 0.8mm solid #000; padding: 0.1em 0.4em; font-size: 2em; font-weight: 700; letter-spacing: 0.12em; }
.doc-notice { border: 0.4mm solid #000; padding: 0.5em 0.8em; font-weight: 700; }
.doc-parties { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 14em), 1fr)); gap: 1em; }
.doc-parties > div, .doc-address { overflow-wrap: anywhere; }
.doc-meta { display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: 0.15em 1em; }
.doc-meta > div { display: contents; }
.doc-meta dt { font-weight: 700; }
.doc-meta dd { margin: 0; overflow-wrap: anywhere; }
.doc-table-scroll { max-width: 100%; }
table { width: 100%; border-collapse: collapse; font-size: 0.92em; }
caption { text-align: start; font-weight: 700; padding-bottom: 0.3em; }
th, td { padding: 0.3em 0.4em; border-bottom: 0.25mm solid #000; text-align: start; vertical-align: top; overflow-wrap: anywhere; }
thead th { border-bottom-width: 0.5mm; }
.doc-end { text-align: end; white-space: nowrap; overflow-wrap: normal; }
th.doc-end { white-space: normal; }
.doc-detail { display: block; font-size: 0.92em; }
.doc-tick { display: inline-block; width: 1.1em; height: 1.1em; border: 0.3mm solid #000; }
tr { break-inside: avoid; }
.doc-totals { width: auto; min-width: 50%; margin-inline-start: auto; font-size: 1em; }
.doc-totals th { font-weight: 400; }
.doc-totals .doc-grand th, .doc-totals .doc-grand td { font-weight: 700; border-top: 0.5mm solid #000; border-bottom: 0; }
.doc-tax-table { width: auto; min-width: 50%; }
.doc-note { white-space: pre-line; overflow-wrap: anywhere; }
.doc-footer { border-top: 0.25mm solid #000; padding-top: 0.5em; font-size: 0.9em; }
.doc-address-large { font-size: 1.8em; font-weight: 700; line-height: 1.25; }
.doc-address-small { font-size: 0.95em; }
.doc-barcode { margin: 0; text-align: center; }
.doc-barcode svg { display: block; width: 100%; max-width: 80mm; height: 14mm; margin: 0 auto; }
.doc-barcode figcaption { font-size: 1.4em; font-weight: 700; letter-spacing: 0.08em; }
@media screen and (max-width: ${Math.ceil(widthMm * 3.78)}px) {
  /* A narrow screen scrolls a wide table inside its box rather than the whole page sideways. */
  .doc-table-scroll { overflow-x: auto; }
  .document { padding: 4mm; }
}
@media print {
  .document { max-width: none; padding: 0; }
  .doc-keep { break-inside: avoid; }
}
`.trim();
}
