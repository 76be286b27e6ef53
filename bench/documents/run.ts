/**
 * Order documents: how long a 50-line invoice takes to render as print HTML and as PDF, and what a bulk
 * print of 100 packing lists costs in time and memory.
 *
 *   npm run bench:documents
 *   npm run bench:documents -- --runs 200 --orders 100
 *
 * Figures, not a timed test: each target prints PASS or FAIL, the exit code is 1 when one fails. Wall-clock
 * times move with whatever else uses the CPU; the CPU time per render moves much less, so both are shown
 * with the load average.
 */
import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import { renderDocumentHtml, renderDocumentPdf } from "../../app/components/documents/render.server.ts";
import { benchBulkPrint } from "./bulk.ts";
import { benchInvoiceModel } from "./order-model.ts";
import { timeCalls, type Timing } from "./timing.ts";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "100" },
    warmup: { type: "string", default: "5" },
    lines: { type: "string", default: "50" },
    orders: { type: "string", default: "100" },
  },
});
const runs = Number(values.runs);
const warmup = Number(values.warmup);
const lineCount = Number(values.lines);
const orderCount = Number(values.orders);

/** Issue 18, point 9. */
const TARGETS = { htmlP95Ms: 50, pdfP95Ms: 300 } as const;

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(" ");
const ms = (value: number) => value.toFixed(1).padStart(8);
const row = (name: string, timing: Timing) =>
  `${name.padEnd(12)}${String(timing.runs).padStart(6)}${ms(timing.wall.p50)}${ms(timing.wall.p95)}${ms(timing.wall.max)}${ms(timing.cpu.p50)}${ms(timing.cpu.p95)}`;

console.log(`Node ${process.version}, NODE_ENV=${process.env.NODE_ENV ?? ""}; load average (1, 5, 15 min) at start: ${load()}`);
const model = benchInvoiceModel(lineCount);
const options = { paper: "A4", assetBase: "" } as const;
const firstPdfStart = performance.now();
const firstPdf = await renderDocumentPdf(model, options);
console.log(
  `${model.lines.length}-line invoice: HTML ${renderDocumentHtml(model, options).length} bytes, PDF ${firstPdf.length} bytes (first PDF of the process ${(performance.now() - firstPdfStart).toFixed(0)} ms, loading fonts and layout engine)\n`,
);

const html = await timeCalls(() => renderDocumentHtml(model, options), { runs, warmup });
const pdf = await timeCalls(() => renderDocumentPdf(model, options), { runs, warmup });
console.log(`render        runs  wall p50 wall p95 wall max  cpu p50  cpu p95   (ms)`);
console.log(row("HTML", html));
console.log(row("PDF", pdf));

console.log(`\nBulk print: ${orderCount} packing lists through the orders list's bulk print route`);
const bulk = await benchBulkPrint(orderCount);
console.log(
  `${bulk.orders} orders → ${bulk.pages} pages, ${(bulk.bytes / 1024).toFixed(0)} KiB in one response; first byte ${bulk.firstByteMs.toFixed(0)} ms, last byte ${bulk.totalMs.toFixed(0)} ms, body in ${bulk.chunks} chunk(s)`,
);
console.log(
  `memory: RSS ${bulk.rssStartMb} → peak ${bulk.rssPeakMb} MB (+${(bulk.rssPeakMb - bulk.rssStartMb).toFixed(1)}); heap ${bulk.heapStartMb} → peak ${bulk.heapPeakMb} MB (+${(bulk.heapPeakMb - bulk.heapStartMb).toFixed(1)}), ${bulk.heapEndMb} MB after a collection`,
);
console.log(`\nload average at end: ${load()}\n`);

const verdicts = [
  [`HTML p95 <= ${TARGETS.htmlP95Ms} ms`, html.wall.p95 <= TARGETS.htmlP95Ms, `${html.wall.p95.toFixed(1)} ms`],
  [`PDF p95 <= ${TARGETS.pdfP95Ms} ms`, pdf.wall.p95 <= TARGETS.pdfP95Ms, `${pdf.wall.p95.toFixed(1)} ms (CPU p95 ${pdf.cpu.p95.toFixed(1)} ms)`],
  [`bulk print of ${orderCount} gives ${orderCount} pages`, bulk.pages === orderCount, `${bulk.pages}`],
] as const;
for (const [goal, pass, figure] of verdicts) console.log(`${pass ? "PASS" : "FAIL"}  ${goal}: ${figure}`);
process.exitCode = verdicts.every(([, pass]) => pass) ? 0 : 1;
