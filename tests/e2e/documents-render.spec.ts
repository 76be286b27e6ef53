/**
 * The order documents as a browser shows and prints them. The HTML of each fixture is written by the
 * renderer's Vitest test (app/components/documents/render.server.test.ts) to test-results/documents/;
 * here Chromium opens each one, on a desktop and a phone screen and in print, and checks nothing spills
 * sideways or is clipped: long names wrap, tables fit the printable width of their paper.
 */
import { existsSync, readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import { expect, test } from "./fixtures.ts";

const DIR = "test-results/documents";
type Rendered = { name: string; paper: string; widthMm: number; marginMm: number; label: boolean };

function renderedDocuments(): Rendered[] {
  const index = `${DIR}/index.json`;
  // The suite's command runs Vitest before Playwright; run on its own, this spec says what it needs.
  if (!existsSync(index)) return [];
  return JSON.parse(readFileSync(index, "utf8")) as Rendered[];
}

const CSS_PX_PER_MM = 96 / 25.4;
const open = (page: Page, name: string) => page.setContent(readFileSync(`${DIR}/${name}.html`, "utf8"));

/** Elements whose content is wider than their box (clipped or spilling), and how wide the page is. */
function overflow(page: Page) {
  return page.evaluate(() => {
    const clipped = [...document.querySelectorAll("main *")]
      .filter((element) => element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflowX === "visible" && element.clientWidth > 0)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}: ${element.scrollWidth} > ${element.clientWidth}`);
    return { pageWidth: document.documentElement.scrollWidth, viewport: document.documentElement.clientWidth, clipped };
  });
}

test("the renderer's fixtures are written before this spec runs", () => {
  test.skip(!existsSync(`${DIR}/index.json`), "run `npx vitest run app/components/documents` first: it writes the documents this spec opens");
  expect(renderedDocuments().length).toBeGreaterThan(6);
});

for (const rendered of renderedDocuments()) {
  test.describe(`document ${rendered.name} (${rendered.paper})`, () => {
    test("shows on screen without sideways scrolling @phone", async ({ page, isMobile }) => {
      await page.setViewportSize({ width: isMobile ? 390 : 1280, height: 900 });
      await open(page, rendered.name);
      await expect(page.locator("main.document")).toBeVisible();
      const { pageWidth, viewport } = await overflow(page);
      expect(pageWidth).toBeLessThanOrEqual(viewport);
    });

    test("prints within the paper's printable width, in black on white", async ({ page }) => {
      // In print the page's margins come from @page, so the viewport stands for the printable area.
      const printable = Math.floor((rendered.widthMm - 2 * rendered.marginMm) * CSS_PX_PER_MM);
      await page.setViewportSize({ width: printable, height: 1000 });
      await page.emulateMedia({ media: "print" });
      await open(page, rendered.name);
      const { pageWidth, clipped } = await overflow(page);
      expect(pageWidth).toBeLessThanOrEqual(printable);
      expect(clipped).toEqual([]);
      const style = await page.locator("main.document").evaluate((main) => {
        const computed = getComputedStyle(main);
        return {
          padding: computed.paddingLeft,
          color: getComputedStyle(document.documentElement).color,
          background: getComputedStyle(document.documentElement).backgroundColor,
        };
      });
      expect(style).toEqual({ padding: "0px", color: "rgb(0, 0, 0)", background: "rgb(255, 255, 255)" });
    });
  });
}

test("the invoice wraps its long product name instead of widening the table", async ({ page }) => {
  await page.setViewportSize({ width: Math.floor(180 * CSS_PX_PER_MM), height: 1000 });
  await page.emulateMedia({ media: "print" });
  await open(page, "invoice");
  const cell = page.getByRole("cell", { name: /Handwoven Merino Wool Throw Blanket/ });
  const lineHeight = await cell.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
  const box = await cell.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThan(lineHeight * 2);
  await expect(page.getByRole("columnheader", { name: "Amount", exact: true })).toBeInViewport();
});

test("Chromium prints the invoice on A4 pages and the 62 mm label on its roll", async ({ page, browserName }) => {
  test.skip(browserName !== "chromium", "page.pdf is Chromium's");
  for (const [name, widthPt, heightPt] of [
    ["invoice", 595, 842],
    ["shipping-label-62mm", 176, 283],
  ] as const) {
    await open(page, name);
    const pdf = await PDFDocument.load(await page.pdf({ preferCSSPageSize: true }));
    const sizes = pdf.getPages().map((sheet) => sheet.getSize());
    expect(sizes.length, `${name} prints on one sheet`).toBe(1);
    expect([Math.round(sizes[0]!.width), Math.round(sizes[0]!.height)]).toEqual([widthPt, heightPt]);
  }
});

test("the invoice and the shipping label have no serious accessibility faults @phone", async ({ page }) => {
  for (const name of ["invoice", "shipping-label"]) {
    await open(page, name);
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    const serious = results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
    expect(serious.map((violation) => `${name}: ${violation.id}`)).toEqual([]);
  }
});
