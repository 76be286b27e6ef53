import { mkdirSync, writeFileSync } from "node:fs";
import bwipjs from "bwip-js/node";
import { Window } from "happy-dom";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { DOCUMENT_FIXTURES, FIXTURE_INVOICE, LONG_PRODUCT_NAME } from "../../../domain/documents/fixtures.ts";
import { DOCUMENT_KINDS, showsPrices } from "../../../domain/documents/kinds.ts";
import type { DocumentModel } from "../../../domain/documents/model.ts";
import { mmToPoints, PAPER_METRICS, type Paper } from "../../../domain/documents/paper.ts";
import { readPdf } from "./read-pdf.testing.ts";
import { defaultPaperFor, renderDocumentHtml, renderDocumentPdf } from "./render.server.ts";

/** Where the browser checks (tests/e2e/documents-render.spec.ts) find the rendered fixtures. */
const BROWSER_FIXTURES_DIR = "test-results/documents";

const parse = (html: string) => new new Window().DOMParser().parseFromString(html, "text/html");
const html = (model: DocumentModel, paper: Paper = defaultPaperFor(model.kind), assetBase = "") => renderDocumentHtml(model, { paper, assetBase });
/** Text compared without its whitespace: line breaks fall differently on paper and on screen. */
const squeeze = (text: string) => text.replace(/\s+/g, "");

describe("renderDocumentHtml", () => {
  it("is a standalone page with language, title and the paper's @page size", () => {
    const page = html(FIXTURE_INVOICE);
    expect(page.startsWith('<!DOCTYPE html><html lang="en">')).toBe(true);
    const document = parse(page);
    expect(document.title).toBe("Invoice – INV-2026-00042 – Vitrine Demo Ltd");
    expect(document.querySelector("style")?.textContent).toContain("@page { size: 210mm 297mm; margin: 15mm; }");
    expect(document.querySelector("h1")?.textContent).toBe("Invoice");
    expect(document.querySelector('link:not([rel="icon"]), script')).toBeNull();
    expect(document.querySelector('link[rel="icon"]')?.getAttribute("href")).toBe("data:,");
  });

  it.each([
    ["Letter", "215.9mm 279.4mm"],
    ["4x6", "101.6mm 152.4mm"],
    ["62mm", "62mm 100mm"],
  ] as const)("sizes the page for %s", (paper, size) => {
    expect(html(DOCUMENT_FIXTURES["shipping-label"], paper)).toContain(`@page { size: ${size};`);
  });

  it("gives its tables real column headers and a caption", () => {
    const document = parse(html(FIXTURE_INVOICE));
    const [items] = document.querySelectorAll("table");
    expect(items?.querySelector("caption")?.textContent).toBe("Items");
    expect([...(items?.querySelectorAll("thead th[scope=col]") ?? [])].map((cell) => cell.textContent)).toEqual([
      "Product",
      "SKU",
      "Qty",
      "Unit price excl. tax",
      "Tax rate",
      "Net",
      "Tax",
      "Amount",
    ]);
    expect(items?.querySelector("tbody td")?.textContent).toBe(`${LONG_PRODUCT_NAME}Colour: Forest Green, Size: XL`);
    expect([...document.querySelectorAll(".doc-totals th[scope=row]")].map((cell) => cell.textContent)).toContain("Total");
  });

  it("draws the logo from the asset base when the shop has one, named after the shop", () => {
    const withLogo = { ...FIXTURE_INVOICE, seller: { ...FIXTURE_INVOICE.seller, logoPath: "/brand/logo.png" } };
    const logo = parse(html(withLogo, "A4", "https://shop.example/")).querySelector("img.doc-logo");
    expect(logo?.getAttribute("src")).toBe("https://shop.example/brand/logo.png");
    expect(logo?.getAttribute("alt")).toBe("Vitrine Demo Ltd");
    expect(parse(html(FIXTURE_INVOICE)).querySelector("img")).toBeNull();
  });

  it.each(DOCUMENT_KINDS.filter((kind) => !showsPrices(kind)))("%s shows no price anywhere", (kind) => {
    const text = parse(html(DOCUMENT_FIXTURES[kind])).body.textContent ?? "";
    expect(text).not.toContain("€");
    expect(text).toContain("10023");
  });

  it("stamps the proforma and shows the credit note's correction", () => {
    expect(parse(html(DOCUMENT_FIXTURES["proforma-invoice"])).querySelector(".doc-stamp")?.textContent).toBe("PROFORMA");
    expect(parse(html(DOCUMENT_FIXTURES["credit-note"])).querySelector("[role=note]")?.textContent).toContain(
      "Corrects invoice INV-2026-00042 of 4 March 2026",
    );
  });

  it("gives the packing list an empty box to tick per line", () => {
    const document = parse(html(DOCUMENT_FIXTURES["packing-list"]));
    expect(document.querySelectorAll("tbody .doc-tick")).toHaveLength(FIXTURE_INVOICE.lines.length);
  });

  it("escapes what shoppers typed", () => {
    const text = parse(html({ ...FIXTURE_INVOICE, kind: "delivery-note", customerNote: "<script>alert(1)</script> & thanks" }));
    expect(text.querySelector("script")).toBeNull();
    expect(text.querySelector(".doc-note")?.textContent).toBe("<script>alert(1)</script> & thanks");
  });
});

describe("the shipping label's barcode", () => {
  it("is a Code 128 SVG of the order number, named for screen readers", () => {
    const toSvg = vi.spyOn(bwipjs, "toSVG");
    const document = parse(html(DOCUMENT_FIXTURES["shipping-label"]));
    expect(toSvg).toHaveBeenCalledWith(expect.objectContaining({ bcid: "code128", text: "10023" }));
    toSvg.mockRestore();
    const barcode = document.querySelector("[data-barcode]");
    expect(barcode?.getAttribute("data-barcode")).toBe("10023");
    expect(barcode?.getAttribute("role")).toBe("img");
    expect(barcode?.getAttribute("aria-label")).toBe("Barcode of 10023");
    expect(barcode?.querySelector("svg path")?.getAttribute("d")).toMatch(/^M\d/);
    expect(document.querySelector(".doc-barcode figcaption")?.textContent).toBe("10023");
  });

  it("appears on no other kind", () => {
    for (const kind of DOCUMENT_KINDS.filter((entry) => entry !== "shipping-label")) expect(html(DOCUMENT_FIXTURES[kind])).not.toContain("<svg");
  });

  it("is drawn as a PNG of the same order number in the PDF", async () => {
    const toBuffer = vi.spyOn(bwipjs, "toBuffer");
    const [page] = await readPdf(await renderDocumentPdf(DOCUMENT_FIXTURES["shipping-label"], { paper: "A6", assetBase: "" }));
    expect(toBuffer).toHaveBeenCalledWith(expect.objectContaining({ bcid: "code128", text: "10023" }));
    toBuffer.mockRestore();
    expect(page?.images).toBe(1);
  });
});

describe("renderDocumentPdf", () => {
  // One layout, two renderers: the PDF must say exactly what the HTML says, for every kind.
  it.each(DOCUMENT_KINDS)("%s: the PDF's text is the HTML's text", async (kind) => {
    const model = DOCUMENT_FIXTURES[kind];
    const paper = defaultPaperFor(kind);
    const pages = await readPdf(await renderDocumentPdf(model, { paper, assetBase: "" }));
    const htmlText = parse(html(model, paper)).body.textContent ?? "";
    expect(pages).toHaveLength(1);
    expect(squeeze(pages.map((page) => page.text).join(""))).toBe(squeeze(htmlText));
  });

  it.each([
    ["A4", 595, 842],
    ["Letter", 612, 792],
    ["A6", 298, 420],
    ["4x6", 288, 432],
    ["62mm", 176, 283],
  ] as const)("prints on %s (%i × %i pt)", async (paper, width, height) => {
    const model = paper === "A4" || paper === "Letter" ? FIXTURE_INVOICE : DOCUMENT_FIXTURES["shipping-label"];
    const pages = await readPdf(await renderDocumentPdf(model, { paper, assetBase: "" }));
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages) expect([Math.round(page.widthPt), Math.round(page.heightPt)]).toEqual([width, height]);
    expect(Math.round(mmToPoints(PAPER_METRICS[paper].widthMm))).toBe(width);
  });

  it("runs a long invoice over several pages and adds no text doing so", async () => {
    const lines = Array.from({ length: 12 }, () => FIXTURE_INVOICE.lines).flat();
    const long = { ...FIXTURE_INVOICE, lines: lines.map((line, index) => ({ ...line, orderLineId: index + 1 })) };
    const pages = await readPdf(await renderDocumentPdf(long, { paper: "Letter", assetBase: "" }));
    expect(pages.length).toBeGreaterThan(1);
    expect(squeeze(pages.map((page) => page.text).join(""))).toBe(squeeze(parse(html(long, "Letter")).body.textContent ?? ""));
  });

  describe("with a logo", () => {
    let png: Buffer;
    beforeAll(async () => {
      png = await bwipjs.toBuffer({ bcid: "code128", text: "logo" });
    });
    const withLogo = (logoPath: string) => ({ ...FIXTURE_INVOICE, seller: { ...FIXTURE_INVOICE.seller, logoPath } });

    it("draws the shop's logo as the shop's storage gives it, asked for by its path on the shop", async () => {
      const asked: string[] = [];
      const readLogo = async (path: string) => (asked.push(path), { data: png, format: "png" as const });
      const [page] = await readPdf(await renderDocumentPdf(withLogo("/media/logo/880.webp"), { paper: "A4", assetBase: "https://shop.example", readLogo }));
      expect(page?.images).toBe(1);
      expect(asked).toEqual(["/media/logo/880.webp"]);
    });

    it("prints without it when the storage has no such picture, or cannot read it", async () => {
      for (const readLogo of [async () => null, () => Promise.reject(new Error("disk gone"))]) {
        const [page] = await readPdf(await renderDocumentPdf(withLogo("/media/missing/880.webp"), { paper: "A4", assetBase: "", readLogo }));
        expect(page?.images).toBe(0);
        expect(page?.text).toContain("Invoice");
      }
    }, 20_000);

    it("never asks for a logo that is not a path on the shop, and fetches nothing", async () => {
      const fetchSpy = vi.spyOn(globalThis, "fetch");
      const readLogo = vi.fn(async () => ({ data: png, format: "png" as const }));
      for (const logoPath of ["https://elsewhere.example/logo.png", "//elsewhere.example/logo.png", "data:image/png;base64,AAAA"]) {
        const [page] = await readPdf(await renderDocumentPdf(withLogo(logoPath), { paper: "A4", assetBase: "", readLogo }));
        expect(page?.images).toBe(0);
      }
      const [page] = await readPdf(await renderDocumentPdf(withLogo("/media/logo/880.webp"), { paper: "A4", assetBase: "https://shop.example" }));
      expect(page?.images).toBe(0);
      expect(readLogo).not.toHaveBeenCalled();
      // The layout engine may load its WebAssembly from a data: URL; nothing goes over the network.
      const fetched = fetchSpy.mock.calls.map(([input]) => (input instanceof Request ? input.url : String(input)));
      fetchSpy.mockRestore();
      expect(fetched.filter((address) => !address.startsWith("data:"))).toEqual([]);
    }, 30_000);
  });
});

describe("fixtures for the browser checks", () => {
  const variants: { name: string; model: DocumentModel; paper: Paper }[] = [
    ...DOCUMENT_KINDS.map((kind) => ({ name: kind, model: DOCUMENT_FIXTURES[kind], paper: defaultPaperFor(kind) })),
    { name: "invoice-letter", model: FIXTURE_INVOICE, paper: "Letter" },
    { name: "shipping-label-4x6", model: DOCUMENT_FIXTURES["shipping-label"], paper: "4x6" },
    { name: "shipping-label-62mm", model: DOCUMENT_FIXTURES["shipping-label"], paper: "62mm" },
  ];

  it("writes each fixture's HTML where the Playwright spec opens it", () => {
    mkdirSync(BROWSER_FIXTURES_DIR, { recursive: true });
    const index = variants.map(({ name, model, paper }) => {
      writeFileSync(`${BROWSER_FIXTURES_DIR}/${name}.html`, html(model, paper));
      return { name, paper, widthMm: PAPER_METRICS[paper].widthMm, marginMm: PAPER_METRICS[paper].marginMm, label: model.kind.endsWith("-label") };
    });
    writeFileSync(`${BROWSER_FIXTURES_DIR}/index.json`, JSON.stringify(index, null, 2));
    expect(index).toHaveLength(DOCUMENT_KINDS.length + 3);
  });
});
