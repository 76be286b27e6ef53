/**
 * The page benchmark: builds the app when needed, starts the production server on a fresh demo shop,
 * and runs Lighthouse (mobile preset, simulated throttling) in Debian's Chromium on every page type
 * (or the pages given). Prints the median figures against the targets; not a test. See bench/README.md.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Launcher } from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import { startServer } from "../archive/server-process.ts";
import { ensureFreshBuild } from "./build.ts";
import {
  failingAccessibilityAudits,
  figuresOf,
  kib,
  medianFigures,
  scriptRequests,
  topOpportunities,
  verdicts,
  type Figures,
  type ReportLike,
} from "./figures.ts";
import { gzipSizes, scriptReferences, type SizedScript } from "./first-load-js.ts";
import { parseOptions, USAGE, UsageError, type LighthouseOptions } from "./options.ts";
import { pagesToMeasure, type BenchPage } from "./pages.ts";
import { CHROMIUM_FLAGS } from "../../scripts/chromium-flags.ts";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const resultsDir = path.join(repoRoot, "bench", "lighthouse", "results");

/** Chromium as Playwright runs it, headless. */
const CHROME_FLAGS = ["--headless", ...CHROMIUM_FLAGS];

/** The page or the browser could not be measured: printed without a stack trace, exit code 2. */
class CannotMeasureError extends Error {}

/** What an error, a signal or the normal end must undo, newest first. */
const cleanups: (() => Promise<void>)[] = [];
let cleaning: Promise<void> | null = null;
/** One pass at a time: a signal and the main path's `finally` may both ask, and both wait for the end. */
function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    while (cleanups.length) {
      const undo = cleanups.pop();
      await undo?.().catch((error: unknown) => console.error(`cleanup failed: ${(error as Error).message}`));
    }
  })().finally(() => {
    cleaning = null;
  });
  return cleaning;
}
/** Set by Ctrl-C: the run that Chromium's kill interrupts then fails, and that is not worth printing. */
let stopping = false;

/** Pushes an undo step and returns a function that runs it early (and only once). */
function onCleanup(undo: () => Promise<void>): () => Promise<void> {
  let done = false;
  const once = async () => {
    if (done) return;
    done = true;
    await undo();
  };
  cleanups.push(once);
  return async () => {
    const index = cleanups.indexOf(once);
    if (index >= 0) cleanups.splice(index, 1);
    await once();
  };
}

async function startShop(options: LighthouseOptions): Promise<{ origin: string; database: string }> {
  const built = ensureFreshBuild(repoRoot, options.build);
  if (!built) console.log("build/ is up to date with app/, domain/, server/ and public/");
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "vitrine-lighthouse-"));
  onCleanup(async () => rmSync(dataDir, { recursive: true, force: true }));
  const database = process.env.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : `fresh PGlite in ${dataDir}`;
  console.log(`starting the production server on ${database} (the first start seeds the demo shop) ...`);
  const started = performance.now();
  const server = await startServer({ repoRoot, env: { DATA_DIR: dataDir }, timeoutMs: 240_000 });
  onCleanup(server.stop);
  console.log(`  ${server.origin} (pid ${server.pid}) answered after ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return { origin: server.origin, database };
}

type PageCheck = { html: string; contentEncoding: string | null };

/** One plain request first: the page must exist, and it warms the server before Lighthouse measures. */
async function fetchPage(url: string, cookie: string | null): Promise<PageCheck> {
  const headers: Record<string, string> = { "accept-encoding": "br, gzip", ...(cookie ? { cookie } : {}) };
  const compressed = await fetch(url, { headers, redirect: "manual", signal: AbortSignal.timeout(30_000) });
  const html = await compressed.text();
  if (compressed.status !== 200) throw new CannotMeasureError(`GET ${url} answered ${compressed.status}; pass an existing page with --path or --url`);
  return { html, contentEncoding: compressed.headers.get("content-encoding") };
}

/**
 * A visitor's session with one in-stock simple product in the cart, made through the JSON API as the
 * browser would: the cookie Lighthouse then sends for the cart and checkout pages.
 */
async function sessionWithCart(origin: string): Promise<string> {
  const nonceAnswer = await fetch(new URL("/api/nonce", origin), { method: "POST" });
  const cookie = nonceAnswer.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const { nonce } = (await nonceAnswer.json()) as { nonce: string };
  const listing = (await (await fetch(new URL("/api/products?perPage=48", origin))).json()) as { items: { id: number; type: string; stockStatus: string }[] };
  const product = listing.items.find((item) => item.type === "simple" && item.stockStatus === "instock");
  if (!product) throw new CannotMeasureError("the shop has no in-stock simple product to put in the cart");
  const added = await fetch(new URL("/api/cart/items", origin), {
    method: "POST",
    headers: { cookie, "x-vitrine-nonce": nonce, "content-type": "application/json" },
    body: JSON.stringify({ productId: product.id, quantity: 1 }),
  });
  if (!added.ok) throw new CannotMeasureError(`adding product ${product.id} to a cart answered ${added.status}`);
  return cookie;
}

/**
 * Kills Chromium's whole process group and removes its temporary profile once it has closed. Safe to
 * call before the launch has spawned anything, and twice.
 */
async function stopChrome(launcher: Launcher): Promise<void> {
  const child = launcher.chromeProcess;
  if (child && child.exitCode === null && child.signalCode === null) {
    const closed = new Promise((resolve) => child.once("close", resolve));
    launcher.kill();
    await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 5_000))]);
  }
  launcher.destroyTmp();
}

async function runLighthouse(url: string, chromePath: string, cookie: string | null, run: number, runs: number): Promise<Result> {
  process.stdout.write(`lighthouse run ${run}/${runs} ...`);
  // Registered before the launch, so a signal during the launch still finds the process to kill.
  const launcher = new Launcher({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: "silent" });
  const killChrome = onCleanup(() => stopChrome(launcher));
  try {
    await launcher.launch();
    if (launcher.port === undefined) throw new CannotMeasureError(`Chromium (${chromePath}) started without a debugging port`);
    const result = await lighthouse(url, {
      port: launcher.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility"],
      ...(cookie ? { extraHeaders: { cookie } } : {}),
    });
    if (!result) throw new Error("Lighthouse returned no result");
    const { lhr } = result;
    if (lhr.runtimeError) throw new CannotMeasureError(`Lighthouse could not measure ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const f = figuresOf(lhr as unknown as ReportLike);
    console.log(` performance ${f.performance}, accessibility ${f.accessibility}, LCP ${((f.lcpMs ?? 0) / 1000).toFixed(2)} s, CLS ${(f.cls ?? 0).toFixed(3)}`);
    return lhr;
  } finally {
    await killChrome();
  }
}

const pad = (text: string, width: number) => text.padEnd(width);

function printVerdictTable(figures: Figures, htmlScriptGzip: number | null) {
  console.log(`\n${pad("", 6)}${pad("figure (median)", 36)}${pad("measured", 16)}target`);
  for (const v of verdicts(figures, htmlScriptGzip)) {
    const mark = v.pass === null ? "" : v.pass ? "PASS" : "FAIL";
    console.log(`${pad(mark, 6)}${pad(v.label, 36)}${pad(v.value, 16)}${v.target}`);
  }
}

/** Where the script bytes go: Lighthouse's requests beside the files the HTML references. */
function printScripts(lhr: ReportLike, sized: SizedScript[], origin: string) {
  const seen = scriptRequests(lhr);
  const short = (url: string) => (url.startsWith(origin) ? url.slice(origin.length) : url);
  console.log("\nscripts on the first load (median run), largest first:");
  console.log(`  ${pad("file", 48)}${pad("transferred", 14)}${pad("gzip -9", 12)}uncompressed`);
  const rows = new Map<string, { transfer?: number; gzip?: number; raw?: number }>();
  for (const item of seen) if (item.url) rows.set(item.url, { transfer: item.transferSize ?? 0, raw: item.resourceSize ?? 0 });
  for (const s of sized) rows.set(s.url, { ...rows.get(s.url), gzip: s.gzipBytes, raw: s.bytes });
  const sorted = [...rows.entries()].sort((a, b) => (b[1].gzip ?? b[1].transfer ?? 0) - (a[1].gzip ?? a[1].transfer ?? 0));
  for (const [url, row] of sorted) {
    const cell = (v: number | undefined) => (v === undefined ? "-" : kib(v));
    console.log(`  ${pad(short(url), 48)}${pad(cell(row.transfer), 14)}${pad(cell(row.gzip), 12)}${cell(row.raw)}`);
  }
  const onlyLighthouse = seen.filter((item) => item.url && !sized.some((s) => s.url === item.url));
  const onlyHtml = sized.filter((s) => !seen.some((item) => item.url === s.url));
  if (onlyLighthouse.length) console.log(`  loaded but not referenced by the SSR HTML: ${onlyLighthouse.map((i) => short(i.url ?? "")).join(", ")}`);
  if (onlyHtml.length) console.log(`  referenced by the SSR HTML but not loaded: ${onlyHtml.map((s) => short(s.url)).join(", ")}`);
}

/** The LCP element of the median run and how its time splits into phases. */
function printLcpElement(result: Pick<PageResult, "page" | "medianRun">) {
  const lcp = result.medianRun.audits["largest-contentful-paint-element"]?.details as
    { items?: { type?: string; items?: Record<string, unknown>[] }[] } | undefined;
  const tables = lcp?.items ?? [];
  const element = tables[0]?.items?.[0]?.node as { snippet?: string; selector?: string } | undefined;
  if (element) console.log(`\n${result.page.name}, LCP element: ${element.selector ?? ""} ${element.snippet ?? ""}`.slice(0, 400));
  const phases = tables[1]?.items as { phase?: string; timing?: number; percent?: string }[] | undefined;
  if (phases?.length) console.log(`  phases: ${phases.map((p) => `${p.phase} ${Math.round(p.timing ?? 0)} ms`).join(", ")}`);
}

function printDiagnostics(lhr: Result) {
  const env = lhr.environment;
  console.log(
    `\nLighthouse ${lhr.lighthouseVersion}, ${env.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? "Chrome"}, ${lhr.configSettings.formFactor}, throttling ${lhr.configSettings.throttlingMethod} (rtt ${lhr.configSettings.throttling.rttMs} ms, ${lhr.configSettings.throttling.throughputKbps} Kbps, CPU x${lhr.configSettings.throttling.cpuSlowdownMultiplier}), benchmarkIndex ${env.benchmarkIndex}`,
  );
  for (const warning of lhr.runWarnings) console.log(`  warning: ${String(warning)}`);
}

type PageResult = { page: BenchPage; url: string; reports: Result[]; medianRun: Result; figures: Figures; sized: SizedScript[]; htmlScriptGzip: number };

async function measurePage(page: BenchPage, origin: string, options: LighthouseOptions, cookie: string | null): Promise<PageResult> {
  const url = options.url ?? new URL(page.path, origin).href;
  const check = await fetchPage(url, cookie);
  if (!check.contentEncoding) console.warn(`warning: ${url} came back uncompressed; Lighthouse will see uncompressed transfer sizes`);
  const sized = await gzipSizes(scriptReferences(check.html, url));
  const htmlScriptGzip = sized.reduce((sum, s) => sum + s.gzipBytes, 0);
  console.log(`\n${page.name}: ${url} (HTML ${check.contentEncoding ?? "uncompressed"}; ${sized.length} scripts referenced, ${kib(htmlScriptGzip)} gzipped)`);
  const reports: Result[] = [];
  for (let run = 1; run <= options.runs; run++) reports.push(await runLighthouse(url, options.chromePath, cookie, run, options.runs));
  const { computeMedianRun } = await import("lighthouse/core/lib/median-run.js");
  const medianRun = computeMedianRun(reports);
  const figures = medianFigures(reports.map((lhr) => figuresOf(lhr as unknown as ReportLike)));
  return { page, url, reports, medianRun, figures, sized, htmlScriptGzip };
}

/** Scripts, accessibility, opportunities and the LCP element: for a run on one page. */
function printDetails(result: PageResult, origin: string) {
  printVerdictTable(result.figures, result.htmlScriptGzip);
  const medianLike = result.medianRun as unknown as ReportLike;
  printScripts(medianLike, result.sized, origin);
  const a11y = failingAccessibilityAudits(medianLike);
  console.log(a11y.length ? "\nfailing accessibility audits (median run):" : "\nno failing accessibility audits");
  for (const audit of a11y) {
    console.log(`  ${audit.id}: ${audit.title}`);
    for (const item of audit.items) console.log(`      ${item}`);
  }
  if ((result.figures.performance ?? 0) < 95) {
    console.log("\ntop performance opportunities (median run; estimated savings):");
    for (const o of topOpportunities(medianLike)) {
      const saving = [o.savingsMs ? `${Math.round(o.savingsMs)} ms` : "", o.savingsBytes ? kib(o.savingsBytes) : "", o.displayValue ?? ""]
        .filter(Boolean)
        .join(", ");
      console.log(`  ${o.id}: ${o.title}${saving ? ` (${saving})` : ""}`);
      for (const item of o.items) console.log(`      ${item}`);
    }
  }
  printLcpElement(result);
  printDiagnostics(result.medianRun);
}

/** One line a page: its median figures and whether each targeted one passes. */
function printSummary(results: PageResult[]) {
  console.log(`\n${pad("page", 28)}${pad("perf", 6)}${pad("a11y", 6)}${pad("LCP", 10)}${pad("CLS", 8)}${pad("TBT", 9)}${pad("JS (gzip)", 12)}verdict`);
  for (const r of results) {
    const f = r.figures;
    const failed = verdicts(f, r.htmlScriptGzip).filter((v) => v.pass === false);
    console.log(
      pad(r.page.name, 28) +
        pad(String(f.performance ?? "-"), 6) +
        pad(String(f.accessibility ?? "-"), 6) +
        pad(f.lcpMs === null ? "-" : `${(f.lcpMs / 1000).toFixed(2)} s`, 10) +
        pad(f.cls === null ? "-" : f.cls.toFixed(3), 8) +
        pad(f.tbtMs === null ? "-" : `${Math.round(f.tbtMs)} ms`, 9) +
        pad(kib(r.htmlScriptGzip), 12) +
        (failed.length === 0 ? "PASS" : `FAIL (${failed.map((v) => v.label).join(", ")})`),
    );
  }
  console.log(
    `targets: ${verdicts(results[0]!.figures, 0)
      .filter((v) => v.target)
      .map((v) => `${v.label} ${v.target}`)
      .join("; ")}`,
  );
}

async function main(): Promise<number> {
  const options = parseOptions(process.argv.slice(2), process.env);
  if (options.help) {
    console.log(USAGE);
    return 0;
  }
  const loadAtStart = os.loadavg();
  console.log(`lighthouse bench, ${os.cpus().length} cores, load average at start (1, 5, 15 min): ${loadAtStart.map((v) => v.toFixed(2)).join(" ")}`);
  const shop = options.url ? { origin: new URL(options.url).origin, database: "the server at --url" } : await startShop(options);
  const pages = options.url ? [{ name: options.url, path: new URL(options.url).pathname }] : pagesToMeasure(options.path);
  const cookie = pages.some((page) => page.withCart) ? await sessionWithCart(shop.origin) : null;

  const results: PageResult[] = [];
  for (const page of pages) results.push(await measurePage(page, shop.origin, options, page.withCart ? cookie : null));
  if (results.length === 1) printDetails(results[0]!, shop.origin);
  else for (const r of results) printLcpElement(r);
  printSummary(results);
  const loadAtEnd = os.loadavg();
  console.log(`load average at end (1, 5, 15 min): ${loadAtEnd.map((v) => v.toFixed(2)).join(" ")}`);

  mkdirSync(resultsDir, { recursive: true });
  const stamp = new Date()
    .toISOString()
    .replaceAll(":", "-")
    .replace(/\.\d+Z$/, "Z");
  const summaryPages = results.map((r, p) => {
    const reportFiles = r.reports.map((lhr, i) => {
      const file = path.join(resultsDir, `lighthouse-${stamp}-page${p + 1}-run${i + 1}.json`);
      writeFileSync(file, JSON.stringify(lhr) + "\n");
      return path.relative(repoRoot, file);
    });
    const medianLike = r.medianRun as unknown as ReportLike;
    return {
      name: r.page.name,
      url: r.url,
      medianRun: r.reports.indexOf(r.medianRun) + 1,
      figures: r.figures,
      perRun: r.reports.map((lhr) => figuresOf(lhr as unknown as ReportLike)),
      htmlScripts: r.sized,
      verdicts: verdicts(r.figures, r.htmlScriptGzip),
      failingAccessibilityAudits: failingAccessibilityAudits(medianLike),
      opportunities: topOpportunities(medianLike, 20),
      reports: reportFiles,
    };
  });
  const summaryFile = path.join(resultsDir, `lighthouse-${stamp}-summary.json`);
  const summary = {
    finishedAt: new Date().toISOString(),
    database: shop.database,
    machine: { cores: os.cpus().length, cpu: os.cpus()[0]?.model, node: process.version, loadAverage: { start: loadAtStart, end: loadAtEnd } },
    runs: options.runs,
    pages: summaryPages,
  };
  writeFileSync(summaryFile, JSON.stringify(summary, null, 2) + "\n");
  console.log(`\nfull reports in ${path.relative(repoRoot, resultsDir)}/lighthouse-${stamp}-*.json\nsummary: ${path.relative(repoRoot, summaryFile)}`);
  return 0;
}

// Killing Chromium under a running Lighthouse leaves a rejected protocol call nobody awaits; without
// this, Node would exit on it before the server is stopped. After a signal it is expected and ignored;
// otherwise it is an error that still gets the cleanup.
process.on("unhandledRejection", (reason) => {
  if (stopping) return;
  console.error(reason instanceof Error ? (reason.stack ?? reason.message) : reason);
  stopping = true;
  void cleanUp().finally(() => process.exit(2));
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping Chromium and the server ...`);
    stopping = true;
    void cleanUp().finally(() => process.exit(130));
  });
}

try {
  process.exitCode = await main();
} catch (error) {
  // Targets that fail are figures (exit 0); this is a bench that could not run.
  process.exitCode = 2;
  if (!stopping) {
    console.error(
      error instanceof UsageError || error instanceof CannotMeasureError ? error.message : error instanceof Error ? (error.stack ?? error.message) : error,
    );
  }
} finally {
  await cleanUp();
}
