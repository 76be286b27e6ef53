/**
 * The PDF's style, sized from the same paper figures as the HTML's print style: black on white, rules
 * instead of shading, one embedded typeface (pdf-fonts.ts) in two weights.
 */
import { StyleSheet } from "@react-pdf/renderer";
import { mmToPoints, PAPER_METRICS, type Paper } from "../../../domain/documents/paper.ts";
import { PDF_FONT_FAMILY } from "./pdf-fonts.ts";

const bold = { fontWeight: 700 } as const;

export function pdfStyles(paper: Paper) {
  const { marginMm, fontPt } = PAPER_METRICS[paper];
  const rule = { borderBottomWidth: 0.7, borderBottomColor: "#000", borderBottomStyle: "solid" } as const;
  return StyleSheet.create({
    page: { padding: mmToPoints(marginMm), fontFamily: PDF_FONT_FAMILY, fontSize: fontPt, lineHeight: 1.3, color: "#000", backgroundColor: "#fff" },
    block: { marginBottom: fontPt },
    heading: { flexDirection: "row", flexWrap: "wrap", justifyContent: "space-between", alignItems: "flex-start" },
    logo: { maxWidth: mmToPoints(60), maxHeight: mmToPoints(18), objectFit: "contain", marginRight: fontPt },
    brand: { ...bold, fontSize: fontPt * 1.6, letterSpacing: 1, marginRight: fontPt },
    title: { ...bold, fontSize: fontPt * 2, lineHeight: 1.15 },
    stamp: {
      ...bold,
      fontSize: fontPt * 2,
      letterSpacing: fontPt * 0.2,
      borderWidth: 2.2,
      borderColor: "#000",
      paddingHorizontal: fontPt * 0.6,
    },
    notice: { ...bold, borderWidth: 1.1, borderColor: "#000", paddingVertical: fontPt * 0.5, paddingHorizontal: fontPt * 0.8 },
    parties: { flexDirection: "row", flexWrap: "wrap" },
    party: { flexGrow: 1, flexBasis: 0, minWidth: fontPt * 12, marginRight: fontPt },
    sectionHeading: { ...bold, fontSize: fontPt, lineHeight: 1.3, marginBottom: fontPt * 0.3, paddingBottom: 1, ...rule },
    metaRow: { flexDirection: "row" },
    metaLabel: { ...bold, width: fontPt * 11, paddingRight: fontPt },
    metaValue: { flex: 1 },
    caption: { ...bold, marginBottom: fontPt * 0.3 },
    tableRow: { flexDirection: "row", ...rule },
    tableHeadRow: { flexDirection: "row", borderBottomWidth: 1.4, borderBottomColor: "#000", borderBottomStyle: "solid" },
    headCell: { ...bold, padding: fontPt * 0.3, fontSize: fontPt * 0.92 },
    cell: { padding: fontPt * 0.3, fontSize: fontPt * 0.92 },
    end: { textAlign: "right" },
    detail: { fontSize: fontPt * 0.85 },
    tick: { width: fontPt * 1.1, height: fontPt * 1.1, borderWidth: 0.85, borderColor: "#000" },
    narrowTable: { width: "55%" },
    totals: { width: "55%", marginLeft: "auto" },
    totalsRow: { flexDirection: "row", paddingVertical: fontPt * 0.25, ...rule },
    grandRow: {
      flexDirection: "row",
      paddingVertical: fontPt * 0.25,
      borderTopWidth: 1.4,
      borderTopColor: "#000",
      borderTopStyle: "solid",
      ...bold,
    },
    totalsLabel: { flex: 1, paddingRight: fontPt },
    footer: { borderTopWidth: 0.7, borderTopColor: "#000", borderTopStyle: "solid", paddingTop: fontPt * 0.5, fontSize: fontPt * 0.9 },
    addressLarge: { ...bold, fontSize: fontPt * 1.8, lineHeight: 1.25 },
    addressSmall: { fontSize: fontPt * 0.95 },
    barcode: { alignItems: "center" },
    barcodeImage: { width: "100%", maxWidth: mmToPoints(80), height: mmToPoints(14), objectFit: "fill" },
    barcodeCaption: { ...bold, fontSize: fontPt * 1.4, letterSpacing: fontPt * 0.1 },
  });
}

export type PdfStyles = ReturnType<typeof pdfStyles>;
