/**
 * The admin's products list at 100,000 products: fills a scratch PostgreSQL database, then times the
 * list's service call (count or estimate, page rows, their images and categories) for each case and
 * prints p50/p95.
 *
 *   npm run bench:admin-products                       # 100,000 products, 40 runs a case
 *   npm run bench:admin-products -- --size 20000 --runs 20
 *   npm run bench:admin-products -- --keep              # leaves the scratch database to study plans
 *   npm run bench:admin-products -- --reuse vitrine_bench_100000_ab12cd34   # times a kept database again
 *   BENCH_DATABASE_URL=postgres://me@db:5432/postgres npm run bench:admin-products
 */
import { loadavg } from "node:os";
import { sql } from "drizzle-orm";
import { parseArgs } from "node:util";
import { totalLabel } from "../../domain/admin/product-list.ts";
import { openDatabase } from "../../server/db/connect.ts";
import { createAdminProductsService } from "../../server/services/admin-products/index.ts";
import { createAuditService } from "../../server/services/audit/index.ts";
import { summariseLatencies } from "../archive/latency-stats.ts";
import { createScratchDatabase, DEFAULT_SERVER_URL, dropScratchDatabase, redact, scratchDatabaseName } from "../archive/scratch-database.ts";
import { seedBenchCatalogue } from "../archive/seed-catalogue.ts";
import { LIST_CASES, VARIETY_SQL } from "./cases.ts";
import { followLinks } from "./follow-links.ts";

/** The brief's bound for one list page. */
const TARGET_P95_MS = 100;
const WARMUP_RUNS = 3;

const { values } = parseArgs({
  options: {
    size: { type: "string", default: "100000" },
    runs: { type: "string", default: "40" },
    keep: { type: "boolean", default: false },
    reuse: { type: "string" },
  },
});
const size = Number(values.size);
const runs = Number(values.runs);
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? DEFAULT_SERVER_URL;
const name = values.reuse ?? scratchDatabaseName(size);
const url = values.reuse ? withDatabase(serverUrl, values.reuse) : await createScratchDatabase(serverUrl, name);
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(" ");
console.log(`${values.reuse ? "Kept" : "Scratch"} database on ${redact(url)}; load average (1, 5, 15 min) ${load()}`);
let failed = false;
try {
  const database = await openDatabase({ url, poolSize: 2 });
  try {
    if (!values.reuse) {
      const seed = await seedBenchCatalogue(database, size);
      for (const statement of VARIETY_SQL) await database.db.execute(sql.raw(statement));
      console.log(`${size.toLocaleString("en-GB")} products seeded in ${seed.seconds.toFixed(1)} s\n`);
    }
    const service = createAdminProductsService(database.db, { audit: createAuditService(database.db) });
    console.log(`${"case".padEnd(34)} ${"page".padStart(4)} ${"rows".padStart(5)} ${"total".padStart(12)} ${"p50 ms".padStart(8)} ${"p95 ms".padStart(8)}`);
    for (const { name: label, query: start, navigate } of LIST_CASES) {
      const query = navigate ? await followLinks(service, start, navigate) : start;
      const times: number[] = [];
      let last = await service.list(query);
      for (let i = 0; i < WARMUP_RUNS + runs; i++) {
        const began = performance.now();
        last = await service.list(query);
        if (i >= WARMUP_RUNS) times.push(performance.now() - began);
      }
      const { p50, p95 } = summariseLatencies(times);
      if (p95 > TARGET_P95_MS) failed = true;
      const columns = [label.padEnd(34), String(last.page).padStart(4), String(last.rows.length).padStart(5), totalLabel(last.total, last.capped).padStart(12)];
      console.log(`${columns.join(" ")} ${p50.toFixed(1).padStart(8)} ${p95.toFixed(1).padStart(8)}${p95 > TARGET_P95_MS ? "  over target" : ""}`);
    }
  } finally {
    await database.close();
  }
} finally {
  // --keep leaves the database for EXPLAIN ANALYZE by hand; a reused one is never dropped.
  if (values.keep || values.reuse) console.log(`Kept ${name}`);
  else await dropScratchDatabase(serverUrl, name);
}
console.log(`load average at the end ${load()}`);
console.log(failed ? `\nSome case is over the ${TARGET_P95_MS} ms p95 target.` : `\nEvery case within the ${TARGET_P95_MS} ms p95 target.`);
process.exitCode = failed ? 1 : 0;

function withDatabase(server: string, database: string): string {
  const parsed = new URL(server);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
