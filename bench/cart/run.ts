/**
 * The cart benchmark: the real server on a scratch PostgreSQL database with the demo shop, 50 shoppers
 * (each its own session and nonce) adding to their carts and reading them, then orders placed from
 * prepared carts. See bench/README.md.
 */
import type autocannon from "autocannon";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createScratchDatabase, dropScratchDatabase, postgresVersion, PostgresUnreachableError, redact } from "../archive/scratch-database.ts";
import { ensureBuild, startServer } from "../archive/server-process.ts";
import { prepareBenchProducts } from "./bench-shop.ts";
import { placeOrders } from "./checkout-run.ts";
import { parseOptions, USAGE, UsageError } from "./options.ts";
import { formatFigures, formatVerdicts, writeResults } from "./report.ts";
import { measureSessionLoad } from "./session-load.ts";
import { addToCart as addOne, inPool, openShopper, shopperHeaders, type Shopper } from "./shoppers.ts";
import { verdictsFor } from "./verdicts.ts";
import { randomBytes } from "node:crypto";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const resultsDir = path.join(repoRoot, "bench", "results");
/** A browser's accept-encoding: the cart answers are compressed as a visit's are. */
const ACCEPT_ENCODING = "gzip, deflate, br, zstd";
const BENCH_PRODUCTS = 4;

const cleanups: (() => Promise<void>)[] = [];
async function cleanUp() {
  while (cleanups.length) {
    const undo = cleanups.pop();
    await undo?.().catch((error: unknown) => console.error(`cleanup failed: ${(error as Error).message}`));
  }
}

/** Each shopper adds one of each bench product in turn. */
function addRequests(shopper: Shopper, productIds: readonly number[]): autocannon.Request[] {
  const headers = { ...shopperHeaders(shopper), "accept-encoding": ACCEPT_ENCODING };
  return productIds.map((productId) => ({ method: "POST", path: "/api/cart/items", headers, body: JSON.stringify({ productId, quantity: 1 }) }));
}

function readRequests(shopper: Shopper): autocannon.Request[] {
  return [{ method: "GET", path: "/api/cart", headers: { cookie: shopper.cookie, "accept-encoding": ACCEPT_ENCODING } }];
}

const formatLoad = (load: number[]) => load.map((v) => v.toFixed(2)).join(" ");

async function main(): Promise<number> {
  const options = parseOptions(process.argv.slice(2), process.env);
  if (options.help) {
    console.log(USAGE);
    return 0;
  }
  const databaseVersion = `PostgreSQL ${await postgresVersion(options.serverUrl)}`;
  console.log(`cart bench on ${databaseVersion} at ${redact(options.serverUrl)}, ${os.cpus().length} cores`);
  const loadAtStart = os.loadavg();
  console.log(`load average at start (1, 5, 15 min): ${formatLoad(loadAtStart)}`);
  ensureBuild(repoRoot, options.build);

  const name = `vitrine_bench_cart_${randomBytes(4).toString("hex")}`;
  const databaseUrl = await createScratchDatabase(options.serverUrl, name);
  if (options.keep) console.log(`keeping ${redact(databaseUrl)}`);
  else cleanups.push(() => dropScratchDatabase(options.serverUrl, name));
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "vitrine-bench-cart-"));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));

  console.log("starting the server on the scratch database (it seeds the demo shop) ...");
  const server = await startServer({ repoRoot, env: { DATABASE_URL: databaseUrl, DATA_DIR: dataDir }, timeoutMs: 180_000 });
  cleanups.push(server.stop);
  console.log(`  server ${server.origin} (pid ${server.pid})`);
  const productIds = await prepareBenchProducts(databaseUrl, BENCH_PRODUCTS);
  console.log(`  products added under load: ${productIds.join(", ")}`);

  const shoppers = await inPool(Array.from({ length: options.sessions }), options.sessions, () => openShopper(server.origin));
  const settings = { duration: options.duration, warmup: options.warmup, rate: options.rate };
  const pace = options.rate > 0 ? `${options.rate} requests/s in all` : "each as fast as answered";
  console.log(`add to cart: ${options.sessions} sessions (${pace}), ${options.warmup} s warm-up, ${options.duration} s measured ...`);
  const addToCart = await measureSessionLoad(
    server.origin,
    shoppers.map((s) => addRequests(s, productIds)),
    200,
    settings,
  );
  console.log(`cart reads: ${options.sessions} sessions (${pace}), ${options.warmup} s warm-up, ${options.duration} s measured ...`);
  const cartRead = await measureSessionLoad(server.origin, shoppers.map(readRequests), 200, settings);

  console.log(`checkout: preparing ${options.orders} carts ...`);
  const buyers = await inPool(Array.from({ length: options.orders }), options.sessions, async (_, i) => {
    const buyer = await openShopper(server.origin);
    await addOne(server.origin, buyer, productIds[i % productIds.length]!);
    return buyer;
  });
  console.log(`checkout: ${options.orders} orders, ${options.sessions} at a time ...`);
  const checkout = await placeOrders(server.origin, buyers, options.sessions);

  const loadAtEnd = os.loadavg();
  const figures = { addToCart, cartRead, checkout };
  console.log(`\n${formatFigures(figures)}`);
  console.log(`\nload average (1, 5, 15 min): ${formatLoad(loadAtStart)} at start, ${formatLoad(loadAtEnd)} at end`);
  const verdicts = verdictsFor(figures);
  console.log(`\n${formatVerdicts(verdicts)}`);
  const file = writeResults(resultsDir, {
    finishedAt: new Date().toISOString(),
    machine: { cores: os.cpus().length, cpu: os.cpus()[0]?.model, node: process.version, loadAverage: { start: loadAtStart, end: loadAtEnd } },
    database: databaseVersion,
    options: { ...options, serverUrl: redact(options.serverUrl) },
    figures,
    verdicts,
  });
  console.log(`figures written to ${path.relative(repoRoot, file)}`);
  return verdicts.every((v) => v.pass) ? 0 : 1;
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the server and dropping the scratch database ...`);
    void cleanUp().finally(() => process.exit(130));
  });
}

try {
  process.exitCode = await main();
} catch (error) {
  process.exitCode = 2;
  if (error instanceof PostgresUnreachableError) console.error(`${error.message}\nStart it, or point BENCH_DATABASE_URL at one.`);
  else if (error instanceof UsageError) console.error(error.message);
  else console.error(error instanceof Error ? (error.stack ?? error.message) : error);
} finally {
  await cleanUp();
}
