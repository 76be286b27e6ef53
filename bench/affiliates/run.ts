/**
 * The affiliate dashboard's read (`services.affiliates.dashboardFor`) for an affiliate with 10,000 orders
 * and a network of 100 affiliates on three levels below them: fills a scratch PostgreSQL database, then
 * times the whole dashboard (statistics of three periods, coupons, the latest 200 orders, the network,
 * payouts, balance) and the chart, printing p50 / p95 / max. The target is p95 ≤ 50 ms.
 *
 *   npm run bench:affiliates
 *   npm run bench:affiliates -- --runs 200
 *   BENCH_DATABASE_URL=postgres://me@db:5432/postgres npm run bench:affiliates
 */
import { parseArgs } from "node:util";
import { eq, sql } from "drizzle-orm";
import { openDatabase } from "../../server/db/connect.ts";
import { affiliates } from "../../server/db/schema/index.ts";
import { createAffiliateService } from "../../server/services/affiliates/index.ts";
import { createScratchDatabase, DEFAULT_SERVER_URL, dropScratchDatabase, redact, scratchDatabaseName } from "../archive/scratch-database.ts";
import * as q from "../../server/services/affiliates/view-queries.ts";
import { NETWORK, seedAffiliateBenchSql, TOP_ORDERS } from "./seed.ts";

const { values } = parseArgs({ options: { runs: { type: "string", default: "100" } } });
const runs = Math.max(10, Number(values.runs));
const TARGET_P95_MS = 50;
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? DEFAULT_SERVER_URL;
const name = `${scratchDatabaseName(TOP_ORDERS)}_aff`;
const url = await createScratchDatabase(serverUrl, name);
console.log(
  `Scratch database on ${redact(url)}: ${TOP_ORDERS.toLocaleString("en-GB")} orders for the top affiliate, ${NETWORK.level1 + NETWORK.level2 + NETWORK.level3} below`,
);

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
async function time(label: string, run: () => Promise<unknown>) {
  for (let i = 0; i < 5; i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const p95 = percentile(samples, 95);
  console.log(
    `${label.padEnd(28)} p50 ${percentile(samples, 50).toFixed(1).padStart(6)} ms   p95 ${p95.toFixed(1).padStart(6)} ms   max ${samples.at(-1)!.toFixed(1).padStart(6)} ms   (${runs} runs)`,
  );
  return p95;
}

try {
  // The production pool (connect.ts: 10): the dashboard's independent reads run side by side.
  const database = await openDatabase({ url });
  try {
    await database.migrate();
    const started = performance.now();
    for (const statement of seedAffiliateBenchSql()) await database.db.execute(statement);
    await database.db.execute(sql`vacuum analyze`);
    console.log(`Seeded in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
    const [top] = await database.db.select({ customerId: affiliates.customerId }).from(affiliates).where(eq(affiliates.referralCode, "bench-0"));
    const service = createAffiliateService(database.db);
    const view = await service.dashboardFor(top!.customerId);
    console.log(
      `Dashboard: ${view!.statistics.all.orders} orders all time, ${view!.orders.length} order rows shown, ${view!.network.length} network rows, ${view!.payouts.length} payouts\n`,
    );
    const now = new Date();
    const { id } = (await database.db.select({ id: affiliates.id }).from(affiliates).where(eq(affiliates.referralCode, "bench-0")))[0]!;
    const figures = await q.figuresOf(database.db, id, now);
    await time("· statistics and balance", () => q.figuresOf(database.db, id, now));
    await time("· coupons", () => q.couponsOf(database.db, id, figures.lines, figures.referred));
    await time("· orders (latest 200)", () => q.ordersOf(database.db, id, now, q.DASHBOARD_ORDER_ROWS));
    await time("· network", () => q.networkOf(database.db, id, 3));
    const p95 = await time("dashboardFor (whole view)", () => service.dashboardFor(top!.customerId));
    await time("chart, all time", () => service.chart(top!.customerId, "all"));
    await time("orders CSV (10,000 rows)", () => service.ordersCsv(top!.customerId));
    console.log(`\ndashboardFor p95 ${p95.toFixed(1)} ms: ${p95 <= TARGET_P95_MS ? "within" : "ABOVE"} the ${TARGET_P95_MS} ms target`);
  } finally {
    await database.close();
  }
} finally {
  await dropScratchDatabase(serverUrl, name);
}
