/**
 * The admin's products list at 100,000 products: fills a scratch PostgreSQL database, then times the
 * list's service call (capped count, page rows, their categories) for each case and prints p50/p95.
 *
 *   npm run bench:admin-products                       # 100,000 products, 40 runs a case
 *   npm run bench:admin-products -- --size 20000 --runs 20
 *   npm run bench:admin-products -- --keep              # leaves the scratch database to study plans
 *   BENCH_DATABASE_URL=postgres://me@db:5432/postgres npm run bench:admin-products
 */
import { sql } from "drizzle-orm";
import { parseArgs } from "node:util";
import { openDatabase } from "../../server/db/connect.ts";
import { createAuditService } from "../../server/services/audit/index.ts";
import { createAdminProductsService } from "../../server/services/admin-products/index.ts";
import { summariseLatencies } from "../archive/latency-stats.ts";
import { createScratchDatabase, DEFAULT_SERVER_URL, dropScratchDatabase, redact, scratchDatabaseName } from "../archive/scratch-database.ts";
import { seedBenchCatalogue } from "../archive/seed-catalogue.ts";
import { LIST_CASES, VARIETY_SQL } from "./cases.ts";

/** The brief's bound for one list page. */
const TARGET_P95_MS = 100;
const WARMUP_RUNS = 3;

const { values } = parseArgs({
  options: { size: { type: "string", default: "100000" }, runs: { type: "string", default: "40" }, keep: { type: "boolean", default: false } },
});
const size = Number(values.size);
const runs = Number(values.runs);
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? DEFAULT_SERVER_URL;
const name = scratchDatabaseName(size);
const url = await createScratchDatabase(serverUrl, name);
console.log(`Scratch database on ${redact(url)}: ${size.toLocaleString("en-GB")} products`);
let failed = false;
try {
  const database = await openDatabase({ url, poolSize: 2 });
  try {
    const seed = await seedBenchCatalogue(database, size);
    for (const statement of VARIETY_SQL) await database.db.execute(sql.raw(statement));
    console.log(`Seeded in ${seed.seconds.toFixed(1)} s\n`);
    const service = createAdminProductsService(database.db, { audit: createAuditService(database.db) });
    console.log(`${"case".padEnd(30)} ${"rows".padStart(5)} ${"total".padStart(8)} ${"p50 ms".padStart(8)} ${"p95 ms".padStart(8)}`);
    for (const { name: label, query } of LIST_CASES) {
      const times: number[] = [];
      let last = await service.list(query);
      for (let i = 0; i < WARMUP_RUNS + runs; i++) {
        const start = performance.now();
        last = await service.list(query);
        if (i >= WARMUP_RUNS) times.push(performance.now() - start);
      }
      const { p50, p95 } = summariseLatencies(times);
      if (p95 > TARGET_P95_MS) failed = true;
      const total = `${last.total}${last.capped ? "+" : ""}`;
      console.log(
        `${label.padEnd(30)} ${String(last.rows.length).padStart(5)} ${total.padStart(8)} ${p50.toFixed(1).padStart(8)} ${p95.toFixed(1).padStart(8)}${p95 > TARGET_P95_MS ? "  over target" : ""}`,
      );
    }
  } finally {
    await database.close();
  }
} finally {
  // --keep leaves the database for EXPLAIN ANALYZE by hand.
  if (values.keep) console.log(`Kept ${name}`);
  else await dropScratchDatabase(serverUrl, name);
}
console.log(failed ? `\nSome case is over the ${TARGET_P95_MS} ms p95 target.` : `\nEvery case within the ${TARGET_P95_MS} ms p95 target.`);
process.exitCode = failed ? 1 : 0;
