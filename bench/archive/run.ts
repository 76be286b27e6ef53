/**
 * The archive benchmark: seeds scratch catalogues, starts the real server on each and measures the
 * filtered archive, GET /api/products and search beside a trivial SSR page. See bench/README.md.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { preparePglite, preparePostgres, type BenchDatabase } from "./bench-database.ts";
import { measureTargets } from "./measure-targets.ts";
import { parseOptions, USAGE, UsageError, type BenchOptions } from "./options.ts";
import { formatSize, formatVerdicts, writeResults } from "./report.ts";
import { postgresVersion, PostgresUnreachableError, redact } from "./scratch-database.ts";
import { ensureBuild, startServer } from "./server-process.ts";
import { verdictsFor, type SizeReport } from "./verdicts.ts";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const resultsDir = path.join(repoRoot, "bench", "results");

/** What a first Ctrl-C, an error or the normal end must undo, newest first. */
const cleanups: (() => Promise<void>)[] = [];
async function cleanUp() {
  while (cleanups.length) {
    const undo = cleanups.pop();
    await undo?.().catch((error: unknown) => console.error(`cleanup failed: ${(error as Error).message}`));
  }
}

/** Chrome's accept-encoding for `br`, so compression costs what a browser visit costs. */
function loadHeaders(options: BenchOptions): Record<string, string> {
  const encoding = { br: "gzip, deflate, br, zstd", gzip: "gzip", identity: "identity" }[options.encoding];
  return {
    accept: "text/html,application/json;q=0.9,*/*;q=0.8",
    "accept-encoding": encoding,
    "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36",
  };
}

async function benchSize(size: number, options: BenchOptions): Promise<SizeReport> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "vitrine-bench-"));
  // DATA_DIR holds only the media cache on PostgreSQL, and the whole catalogue on PGlite.
  if (!(options.keep && options.pglite)) cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  console.log(`\nseeding ${size.toLocaleString("en")} products ...`);
  const database: BenchDatabase = options.pglite ? await preparePglite(dataDir, size) : await preparePostgres(options.serverUrl, size);
  if (options.keep) console.log(`  kept: ${database.description}`);
  else cleanups.push(database.dispose);
  const { seed } = database;
  console.log(`  ${seed.products} products, ${seed.productTerms} product terms, loaded in ${seed.seconds.toFixed(1)} s`);

  const server = await startServer({ repoRoot, env: { ...database.serverEnv, DATA_DIR: dataDir } });
  cleanups.push(server.stop);
  console.log(`  server ${server.origin} (pid ${server.pid})`);
  const runs = await measureTargets(server.origin, {
    connections: options.connections,
    duration: options.duration,
    warmup: options.warmup,
    headers: loadHeaders(options),
  });
  await cleanUp();
  return { size, seedSeconds: seed.seconds, runs };
}

const formatLoad = (load: number[]) => load.map((v) => v.toFixed(2)).join(" ");

async function main(): Promise<number> {
  const options = parseOptions(process.argv.slice(2), process.env);
  if (options.help) {
    console.log(USAGE);
    return 0;
  }
  const databaseVersion = options.pglite ? "PGlite" : `PostgreSQL ${await postgresVersion(options.serverUrl)}`;
  console.log(`archive bench on ${databaseVersion}${options.pglite ? "" : ` at ${redact(options.serverUrl)}`}, ${os.cpus().length} cores`);
  // Anything else using the CPU lowers every figure (the ratios much less): say how busy the machine was.
  const loadAtStart = os.loadavg();
  console.log(`load average at start (1, 5, 15 min): ${formatLoad(loadAtStart)}`);
  ensureBuild(repoRoot, options.build);

  const reports: SizeReport[] = [];
  for (const size of options.sizes) reports.push(await benchSize(size, options));

  const loadAtEnd = os.loadavg();
  for (const report of reports) console.log(formatSize(report));
  console.log(`\nload average (1, 5, 15 min): ${formatLoad(loadAtStart)} at start, ${formatLoad(loadAtEnd)} at end`);
  const verdicts = reports.flatMap(verdictsFor);
  console.log(`\n${formatVerdicts(verdicts)}`);
  const file = writeResults(resultsDir, {
    finishedAt: new Date().toISOString(),
    machine: { cores: os.cpus().length, cpu: os.cpus()[0]?.model, node: process.version, loadAverage: { start: loadAtStart, end: loadAtEnd } },
    database: databaseVersion,
    options: { ...options, serverUrl: redact(options.serverUrl) },
    sizes: reports,
    verdicts,
  });
  console.log(`figures written to ${path.relative(repoRoot, file)}`);
  const failedRuns = reports.some((report) => report.runs.some((run) => run.outcome === "failed"));
  return failedRuns || verdicts.some((v) => !v.pass) ? 1 : 0;
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the server and dropping the scratch databases ...`);
    void cleanUp().finally(() => process.exit(130));
  });
}

try {
  process.exitCode = await main();
} catch (error) {
  process.exitCode = 2;
  if (error instanceof PostgresUnreachableError) {
    console.error(`${error.message}\nStart it, or point BENCH_DATABASE_URL at one (or pass --pglite to measure on PGlite).`);
  } else if (error instanceof UsageError) {
    console.error(error.message);
  } else {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  }
} finally {
  await cleanUp();
}
