import { describe, expect, it } from "vitest";
import { failingAccessibilityAudits, figuresOf, median, medianFigures, topOpportunities, verdicts, type AuditLike, type ReportLike } from "./figures.ts";
import { scriptReferences } from "./first-load-js.ts";
import { parseOptions, UsageError } from "./options.ts";
import { PAGE_SET, pagesToMeasure } from "./pages.ts";

const audit = (id: string, extra: Partial<AuditLike> = {}): AuditLike => ({ id, title: id, score: 1, scoreDisplayMode: "numeric", ...extra });

function report(extra: Partial<ReportLike> = {}): ReportLike {
  return {
    audits: {
      "largest-contentful-paint": audit("largest-contentful-paint", { numericValue: 1400 }),
      "cumulative-layout-shift": audit("cumulative-layout-shift", { numericValue: 0.01 }),
      "total-blocking-time": audit("total-blocking-time", { numericValue: 120 }),
      "first-contentful-paint": audit("first-contentful-paint", { numericValue: 900 }),
      "speed-index": audit("speed-index", { numericValue: 1100 }),
      "network-requests": audit("network-requests", {
        details: {
          items: [
            { url: "http://x/", resourceType: "Document", transferSize: 9000 },
            { url: "http://x/a.js", resourceType: "Script", transferSize: 60_000 },
            { url: "http://x/b.js", resourceType: "Script", transferSize: 40_000 },
          ],
        },
      }),
    },
    categories: { performance: { score: 0.96, auditRefs: [] }, accessibility: { score: 1, auditRefs: [] } },
    ...extra,
  };
}

describe("figuresOf", () => {
  it("reads the scores as 0-100, the metrics, and sums the transfer size of script requests only", () => {
    expect(figuresOf(report())).toEqual({
      performance: 96,
      accessibility: 100,
      lcpMs: 1400,
      cls: 0.01,
      tbtMs: 120,
      fcpMs: 900,
      speedIndexMs: 1100,
      scriptTransferBytes: 100_000,
    });
  });
});

describe("median", () => {
  it("takes the middle value, or the mean of the two middle ones", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
  });

  it("is taken per figure over the runs", () => {
    const runs = [80, 90, 85].map((performance) => ({ ...figuresOf(report()), performance }));
    expect(medianFigures(runs).performance).toBe(85);
  });
});

describe("verdicts", () => {
  it("judges each figure against its target and leaves untargeted figures unjudged", () => {
    const lines = verdicts({ ...figuresOf(report()), lcpMs: 1600 }, 140 * 1024);
    const byLabel = Object.fromEntries(lines.map((line) => [line.label, line.pass]));
    expect(byLabel["performance score"]).toBe(true);
    expect(byLabel["Largest Contentful Paint"]).toBe(false);
    expect(byLabel["Total Blocking Time"]).toBeNull();
    expect(byLabel["JS sent, SSR HTML refs (gzip -9)"]).toBe(true);
  });

  it("holds every page to LCP 1.2 s and CLS 0.01", () => {
    const judge = (lcpMs: number, cls: number) =>
      Object.fromEntries(verdicts({ ...figuresOf(report()), lcpMs, cls }, null).map((line) => [line.label, line.pass]));
    expect(judge(1200, 0.01)).toMatchObject({ "Largest Contentful Paint": true, "Cumulative Layout Shift": true });
    expect(judge(1250, 0.011)).toMatchObject({ "Largest Contentful Paint": false, "Cumulative Layout Shift": false });
  });

  it("fails a targeted figure that was not measured", () => {
    const lines = verdicts({ ...figuresOf(report()), accessibility: null }, null);
    expect(lines.find((line) => line.label === "accessibility score")?.pass).toBe(false);
  });
});

describe("failing audits and opportunities", () => {
  it("lists binary accessibility audits that failed, with the offending elements", () => {
    const lhr = report();
    lhr.audits["color-contrast"] = audit("color-contrast", {
      score: 0,
      scoreDisplayMode: "binary",
      details: { items: [{ node: { selector: "a.link", snippet: "<a>" } }] },
    });
    lhr.audits["aria-roles"] = audit("aria-roles", { score: null, scoreDisplayMode: "notApplicable" });
    lhr.categories.accessibility = {
      score: 0.9,
      auditRefs: [
        { id: "color-contrast", weight: 7 },
        { id: "aria-roles", weight: 7 },
      ],
    };
    expect(failingAccessibilityAudits(lhr)).toEqual([{ id: "color-contrast", title: "color-contrast", score: 0, items: ["a.link <a>"] }]);
  });

  it("orders performance opportunities by their largest metric saving", () => {
    const lhr = report();
    lhr.audits["unused-javascript"] = audit("unused-javascript", { score: 0.5, scoreDisplayMode: "metricSavings", metricSavings: { LCP: 300, FCP: 100 } });
    lhr.audits["render-blocking-resources"] = audit("render-blocking-resources", {
      score: 0.5,
      scoreDisplayMode: "metricSavings",
      metricSavings: { FCP: 450 },
    });
    lhr.audits["largest-contentful-paint-element"] = audit("largest-contentful-paint-element", {
      score: 0,
      scoreDisplayMode: "metricSavings",
      metricSavings: { LCP: 900 },
    });
    lhr.categories.performance = {
      score: 0.8,
      auditRefs: ["unused-javascript", "render-blocking-resources", "largest-contentful-paint-element"].map((id) => ({ id, weight: 0 })),
    };
    expect(topOpportunities(lhr).map((o) => [o.id, o.savingsMs])).toEqual([
      ["render-blocking-resources", 450],
      ["unused-javascript", 300],
    ]);
  });
});

describe("scriptReferences", () => {
  it("collects modulepreloads, script src and inline module imports of the page's origin, once each", () => {
    const html = `<head><link rel="modulepreload" href="/assets/entry.js"/><link rel="stylesheet" href="/assets/a.css"/>
      <link rel="modulepreload" href="https://cdn.example/x.js"/></head><body>
      <script src="/legacy.js"></script>
      <script type="module" async="">import "/assets/manifest.js";
import * as route0 from "/assets/root.js";
import("/assets/entry.js");</script></body>`;
    expect(scriptReferences(html, "http://127.0.0.1:3000/product/tee")).toEqual([
      "http://127.0.0.1:3000/assets/entry.js",
      "http://127.0.0.1:3000/legacy.js",
      "http://127.0.0.1:3000/assets/manifest.js",
      "http://127.0.0.1:3000/assets/root.js",
    ]);
  });

  it("reads the modules of a page that hydrates after its first paint: the boot list and the parked module script", () => {
    const html = `<head><link rel="stylesheet" href="/assets/a.css"/></head><body>
      <script type="text/x-vitrine-module" id="vitrine-hydrate">import * as route0 from "/assets/root.js";
import("/assets/entry.js");</script><script data-vitrine-modules="/assets/entry.js /assets/chunk.js /assets/root.js">(function(){})();</script></body>`;
    expect(scriptReferences(html, "http://127.0.0.1:3000/product/tee")).toEqual([
      "http://127.0.0.1:3000/assets/root.js",
      "http://127.0.0.1:3000/assets/entry.js",
      "http://127.0.0.1:3000/assets/chunk.js",
    ]);
  });
});

describe("parseOptions", () => {
  it("defaults to three runs on every page type", () => {
    expect(parseOptions([], {})).toMatchObject({ runs: 3, path: [], build: false, chromePath: "/usr/bin/chromium" });
    expect(pagesToMeasure([]).map((page) => page.name)).toEqual([
      "home",
      "archive",
      "category",
      "search",
      "product, variable",
      "product, gallery slideshow",
      "cart",
      "checkout",
    ]);
  });

  it("measures only the pages given with --path, the cart and checkout with an item in the cart", () => {
    const paths = parseOptions(["--path", "/product/arc-table-lamp", "--path", "/checkout"], {}).path;
    expect(pagesToMeasure(paths)).toEqual([
      { name: "/product/arc-table-lamp", path: "/product/arc-table-lamp", withCart: false },
      PAGE_SET.find((page) => page.path === "/checkout"),
    ]);
    expect(() => parseOptions(["--path", "shop"], {})).toThrow(UsageError);
  });

  it("refuses a bad run count or URL", () => {
    expect(() => parseOptions(["--runs", "0"], {})).toThrow(UsageError);
    expect(() => parseOptions(["--url", "ftp://x"], {})).toThrow(UsageError);
  });
});
