/**
 * The blocks a document is made of. A layout is the document's whole text, in reading order; the HTML and
 * the PDF renderer each draw these blocks and add nothing but graphics (logo, rules, tick boxes, the
 * barcode's bars), so both always say the same thing.
 */
export type LabelledValue = { label: string; value: string };

export type TableColumn = {
  key: string;
  label: string;
  align: "start" | "end";
  /** Share of the table's width, relative to the other columns. */
  weight: number;
  /** An empty box to tick by hand (the packing list's "Packed"). */
  tick?: boolean;
};

/** One cell: its lines, the first the value, the others details under it (a line's variation). */
export type TableCell = string[];

export type DocumentBlock =
  | {
      type: "heading";
      title: string;
      /** A word stamped large beside the title ("PROFORMA"). */
      stamp: string | null;
      /** The shop's name, set as its mark where the shop has no logo (or the logo cannot be drawn). */
      brand?: string;
    }
  | { type: "notice"; lines: string[] }
  | { type: "parties"; parties: { heading: string; lines: string[] }[] }
  | { type: "meta"; rows: LabelledValue[] }
  | { type: "address"; heading: string; lines: string[]; size: "large" | "small" }
  | {
      type: "table";
      /** Which table: the renderers size the narrow tax breakdown apart. */ name: "items" | "tax-breakdown";
      caption: string;
      columns: TableColumn[];
      rows: TableCell[][];
    }
  | { type: "totals"; rows: (LabelledValue & { grand: boolean })[] }
  | { type: "details"; heading: string; rows: LabelledValue[] }
  | { type: "note"; heading: string; text: string }
  | { type: "barcode"; value: string; caption: string }
  | { type: "footer"; text: string };

export type DocumentBlockType = DocumentBlock["type"];

export type DocumentLayout = {
  lang: string;
  /** The page title: the document, its number and the shop. */
  title: string;
  /** Labels print in a compact style. */
  label: boolean;
  blocks: DocumentBlock[];
};
