/**
 * The admin's order search (a part of an e-mail or of the billing name, ILIKE '%…%') on a table of
 * orders: fills a scratch PostgreSQL database, then prints the plan and time of the list's count and page
 * queries for a few searches, with the trigram indexes of migration 0016 and, in a rolled-back
 * transaction, without them.
 *
 *   npm run bench:order-search                      # 20,000 orders
 *   npm run bench:order-search -- --size 100000
 *   BENCH_DATABASE_URL=postgres://me@db:5432/postgres npm run bench:order-search
 */
import { parseArgs } from "node:util";
import { count, desc } from "drizzle-orm";
import pg from "pg";
import { openDatabase } from "../../server/db/connect.ts";
import { orders } from "../../server/db/schema/index.ts";
import { orderConditions, ORDERS_PER_PAGE } from "../../server/services/orders/list.ts";
import { createScratchDatabase, DEFAULT_SERVER_URL, dropScratchDatabase, redact, scratchDatabaseName } from "../archive/scratch-database.ts";
import { SEARCHES, seedOrdersSql } from "./seed.ts";

const { values } = parseArgs({ options: { size: { type: "string", default: "20000" } } });
const size = Number(values.size);
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? DEFAULT_SERVER_URL;
const name = scratchDatabaseName(size);
const url = await createScratchDatabase(serverUrl, name);
console.log(`Scratch database on ${redact(url)}: ${size.toLocaleString("en-GB")} orders`);

/** The two statements the admin list runs for a search: the count, and the first page newest first. */
function listStatements(db: Awaited<ReturnType<typeof openDatabase>>["db"], search: string) {
  const where = orderConditions({ search });
  return {
    count: db.select({ n: count() }).from(orders).where(where).toSQL(),
    page: db.select({ id: orders.id }).from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id)).limit(ORDERS_PER_PAGE).toSQL(),
  };
}

/** EXPLAIN ANALYZE's verdict in one line: the indexes the plan reads, its execution time. */
async function explain(client: pg.Client, statement: { sql: string; params: unknown[] }) {
  const { rows } = await client.query(`explain (analyze, format json) ${statement.sql}`, statement.params);
  const plan = (rows[0] as { "QUERY PLAN": [{ Plan: unknown; "Execution Time": number }] })["QUERY PLAN"][0];
  const indexes = new Set<string>();
  const visit = (node: { "Index Name"?: string; Plans?: unknown[] }) => {
    if (node["Index Name"]) indexes.add(node["Index Name"]);
    for (const child of node.Plans ?? []) visit(child as typeof node);
  };
  visit(plan.Plan as never);
  return { ms: plan["Execution Time"], indexes: [...indexes].join(", ") || "none (sequential scan)" };
}

try {
  const database = await openDatabase({ url, poolSize: 2 });
  const client = new pg.Client({ connectionString: url });
  try {
    await database.migrate();
    const started = performance.now();
    for (const statement of seedOrdersSql(size)) await database.db.execute(statement);
    console.log(`Seeded in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
    await client.connect();
    await client.query("vacuum (analyze) orders");
    for (const search of SEARCHES) {
      const statements = listStatements(database.db, search);
      for (const [label, statement] of Object.entries(statements)) {
        const indexed = await explain(client, statement);
        await client.query("begin");
        await client.query("drop index orders_email_trgm_idx, orders_billing_name_trgm_idx");
        const without = await explain(client, statement);
        await client.query("rollback");
        console.log(
          `${JSON.stringify(search)} ${label}\n  with the trigram indexes: ${indexed.ms.toFixed(2).padStart(7)} ms  ${indexed.indexes}\n` +
            `  without them:             ${without.ms.toFixed(2).padStart(7)} ms  ${without.indexes}`,
        );
      }
    }
  } finally {
    await client.end().catch(() => undefined);
    await database.close();
  }
} finally {
  await dropScratchDatabase(serverUrl, name);
}
