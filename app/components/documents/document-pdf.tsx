/**
 * A document's layout as PDF: the same blocks as the HTML, drawn with react-pdf. Only graphics are added
 * here (logo, rules, tick boxes, the barcode's bars), never text, so the PDF says exactly what the HTML says.
 */
import { Document, Image, Page, Text, View } from "@react-pdf/renderer";
import type { DocumentBlock, DocumentLayout, LabelledValue, TableCell, TableColumn } from "../../../domain/documents/layout-blocks.ts";
import { mmToPoints, PAPER_METRICS, type Paper } from "../../../domain/documents/paper.ts";
import { pdfStyles, type PdfStyles } from "./pdf-styles.ts";

export type PdfImage = { data: Buffer; format: "png" | "jpg" };

export type PdfGraphics = {
  logo: PdfImage | null;
  /** The PNG of each barcode, by the value it encodes. */
  barcodePngs: Readonly<Record<string, Buffer>>;
};

export type PdfMeta = { author: string; subject: string };

export function DocumentPdf({ layout, paper, graphics, meta }: { layout: DocumentLayout; paper: Paper; graphics: PdfGraphics; meta: PdfMeta }) {
  return (
    <Document title={layout.title} author={meta.author} subject={meta.subject} language={layout.lang} creator={meta.author} producer={meta.author}>
      <DocumentPages layout={layout} paper={paper} graphics={graphics} />
    </Document>
  );
}

/** Many documents in one PDF (a bulk print): each starts on a page of its own; the font is embedded once. */
export function DocumentsPdf({
  parts,
  paper,
  meta,
}: {
  parts: { layout: DocumentLayout; graphics: PdfGraphics }[];
  paper: Paper;
  meta: PdfMeta & { title: string };
}) {
  return (
    <Document title={meta.title} author={meta.author} subject={meta.subject} language={parts[0]?.layout.lang} creator={meta.author} producer={meta.author}>
      {parts.map((part, index) => (
        <DocumentPages key={index} layout={part.layout} paper={paper} graphics={part.graphics} />
      ))}
    </Document>
  );
}

/** One document's pages: a react-pdf Page that runs onto as many sheets as its blocks need. */
function DocumentPages({ layout, paper, graphics }: { layout: DocumentLayout; paper: Paper; graphics: PdfGraphics }) {
  const styles = pdfStyles(paper);
  const { widthMm, heightMm } = PAPER_METRICS[paper];
  return (
    <Page size={[mmToPoints(widthMm), mmToPoints(heightMm)]} style={styles.page} experimentalPagination>
      {layout.blocks.map((block, index) => (
        <View key={index} style={styles.block} wrap={block.type === "table"}>
          <Block block={block} styles={styles} graphics={graphics} />
        </View>
      ))}
    </Page>
  );
}

function Block({ block, styles, graphics }: { block: DocumentBlock; styles: PdfStyles; graphics: PdfGraphics }) {
  switch (block.type) {
    case "heading":
      return (
        <View style={styles.heading}>
          {graphics.logo !== null ? <Image style={styles.logo} src={graphics.logo} /> : block.brand ? <Text style={styles.brand}>{block.brand}</Text> : null}
          <Text style={styles.title}>{block.title}</Text>
          {block.stamp === null ? null : <Text style={styles.stamp}>{block.stamp}</Text>}
        </View>
      );
    case "notice":
      return (
        <View style={styles.notice}>
          {block.lines.map((line, index) => (
            <Text key={index}>{line}</Text>
          ))}
        </View>
      );
    case "parties":
      return (
        <View style={styles.parties}>
          {block.parties.map((party) => (
            <View key={party.heading} style={styles.party}>
              <Text style={styles.sectionHeading}>{party.heading}</Text>
              <Lines lines={party.lines} />
            </View>
          ))}
        </View>
      );
    case "address":
      return (
        <View style={block.size === "large" ? styles.addressLarge : styles.addressSmall}>
          <Text style={styles.sectionHeading}>{block.heading}</Text>
          <Lines lines={block.lines} />
        </View>
      );
    case "meta":
      return <Definitions rows={block.rows} styles={styles} />;
    case "table":
      return <Table block={block} styles={styles} />;
    case "totals":
      return (
        <View style={styles.totals}>
          {block.rows.map((row) => (
            <View key={row.label} style={row.grand ? styles.grandRow : styles.totalsRow}>
              <Text style={styles.totalsLabel}>{row.label}</Text>
              <Text style={styles.end}>{row.value}</Text>
            </View>
          ))}
        </View>
      );
    case "details":
      return (
        <View>
          <Text style={styles.sectionHeading}>{block.heading}</Text>
          <Definitions rows={block.rows} styles={styles} />
        </View>
      );
    case "note":
      return (
        <View>
          <Text style={styles.sectionHeading}>{block.heading}</Text>
          <Lines lines={textLines(block.text)} />
        </View>
      );
    case "barcode": {
      const png = graphics.barcodePngs[block.value];
      return (
        <View style={styles.barcode}>
          {png === undefined ? null : <Image style={styles.barcodeImage} src={{ data: png, format: "png" }} />}
          <Text style={styles.barcodeCaption}>{block.caption}</Text>
        </View>
      );
    }
    case "footer":
      return (
        <View style={styles.footer}>
          <Lines lines={textLines(block.text)} />
        </View>
      );
  }
}

/** A shopper's note may hold line breaks: each line its own Text (see Cell on why no break inside one). */
const textLines = (text: string) => text.split(/\r\n|\r|\n/);

function Lines({ lines }: { lines: string[] }) {
  return (
    <View>
      {lines.map((line, index) => (
        <Text key={index}>{line}</Text>
      ))}
    </View>
  );
}

function Definitions({ rows, styles }: { rows: LabelledValue[]; styles: PdfStyles }) {
  return (
    <View>
      {rows.map((row) => (
        <View key={row.label} style={styles.metaRow} wrap={false}>
          <Text style={styles.metaLabel}>{row.label}</Text>
          <Text style={styles.metaValue}>{row.value}</Text>
        </View>
      ))}
    </View>
  );
}

function Table({ block, styles }: { block: Extract<DocumentBlock, { type: "table" }>; styles: PdfStyles }) {
  const totalWeight = block.columns.reduce((sum, column) => sum + column.weight, 0);
  const width = (column: TableColumn) => `${(column.weight / totalWeight) * 100}%`;
  return (
    <View style={block.name === "tax-breakdown" ? styles.narrowTable : undefined}>
      <Text style={styles.caption}>{block.caption}</Text>
      <View style={styles.tableHeadRow} wrap={false}>
        {block.columns.map((column) => (
          <Text key={column.key} style={[styles.headCell, { width: width(column) }, column.align === "end" ? styles.end : {}]}>
            {column.label}
          </Text>
        ))}
      </View>
      {block.rows.map((cells, rowIndex) => (
        <View key={rowIndex} style={styles.tableRow} wrap={false}>
          {block.columns.map((column, index) => (
            <Cell key={column.key} column={column} cell={cells[index] ?? []} width={width(column)} styles={styles} />
          ))}
        </View>
      ))}
    </View>
  );
}

function Cell({ column, cell, width, styles }: { column: TableColumn; cell: TableCell; width: string; styles: PdfStyles }) {
  if (column.tick) {
    return (
      <View style={[styles.cell, { width }]}>
        <View style={styles.tick} />
      </View>
    );
  }
  // A plain cell is one Text (a box of its own inside the row, no wrapper): most of a long table's boxes.
  // A cell with details stacks them, each a Text of its own: a line break inside one text would be a
  // glyph the embedded font lacks, drawn in react-pdf's fallback Helvetica, which PDF/A forbids.
  const [value, ...details] = cell;
  const align = column.align === "end" ? styles.end : {};
  if (details.length === 0) return <Text style={[styles.cell, { width }, align]}>{value ?? ""}</Text>;
  return (
    <View style={[styles.cell, { width }]}>
      <Text style={align}>{value ?? ""}</Text>
      {details.map((detail, index) => (
        <Text key={index} style={[styles.detail, align]}>
          {detail}
        </Text>
      ))}
    </View>
  );
}
