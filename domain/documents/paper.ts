/**
 * The papers a document prints on: A4 and Letter for the page kinds, A6, 4×6 in and a 62 mm roll for the
 * labels. Both renderers size themselves from these figures, so the HTML's @page and the PDF's page agree.
 */
import { isLabelKind, type DocumentKind } from "./kinds.ts";

export const PAPERS = ["A4", "Letter", "A6", "4x6", "62mm"] as const;
export type Paper = (typeof PAPERS)[number];

export type PaperMetrics = {
  widthMm: number;
  heightMm: number;
  marginMm: number;
  /** The body text size; labels are small, so their text is too. */
  fontPt: number;
};

const MM_PER_INCH = 25.4;
const POINTS_PER_INCH = 72;

export const PAPER_METRICS: Record<Paper, PaperMetrics> = {
  A4: { widthMm: 210, heightMm: 297, marginMm: 15, fontPt: 9.5 },
  Letter: { widthMm: 8.5 * MM_PER_INCH, heightMm: 11 * MM_PER_INCH, marginMm: 15, fontPt: 9.5 },
  A6: { widthMm: 105, heightMm: 148, marginMm: 5, fontPt: 8 },
  "4x6": { widthMm: 4 * MM_PER_INCH, heightMm: 6 * MM_PER_INCH, marginMm: 5, fontPt: 8 },
  // A continuous roll is cut to length; 100 mm holds a shipping label with its barcode.
  "62mm": { widthMm: 62, heightMm: 100, marginMm: 3, fontPt: 6.5 },
};

/** A4 for the page kinds (the shop sells in the euro area), A6 for the labels. */
export function defaultPaperFor(kind: DocumentKind): Paper {
  return isLabelKind(kind) ? "A6" : "A4";
}

export function isPaper(value: string): value is Paper {
  return (PAPERS as readonly string[]).includes(value);
}

export function mmToPoints(mm: number): number {
  return (mm / MM_PER_INCH) * POINTS_PER_INCH;
}

/** The CSS `@page` size, in millimetres so that every paper is written the same way. */
export function cssPageSize(paper: Paper): string {
  const { widthMm, heightMm } = PAPER_METRICS[paper];
  return `${round(widthMm)}mm ${round(heightMm)}mm`;
}

function round(mm: number): number {
  return Math.round(mm * 100) / 100;
}
