/**
 * Migration 0015 gives the order lines placed before it their tax rate, from their order's tax: the
 * migration's own statement, run again over lines written without a rate, on PGlite and PostgreSQL.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKind } from "../testing/test-database.ts";
import type { Database } from "./connect.ts";
import { orderLines, orders } from "./schema/index.ts";

const MIGRATION = readFileSync(path.join(import.meta.dirname, "migrations/0015_documents.sql"), "utf8");
/** The migration's last statement: the backfill. */
const BACKFILL = MIGRATION.split("--> statement-breakpoint").at(-1)!;

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

type Line = { total: number; tax: number };

async function orderWith(pricesIncludeTax: boolean, lines: Line[]): Promise<number> {
  const [order] = await database.db
    .insert(orders)
    .values({
      number: `backfill-${randomBytes(6).toString("hex")}`,
      status: "completed",
      email: "backfill@example.com",
      billingAddress: {},
      shippingAddress: {},
      subtotal: 0,
      discountTotal: 0,
      shippingTotal: 0,
      taxTotal: 0,
      total: 0,
      pricesIncludeTax,
      key: randomBytes(8).toString("hex"),
      idempotencyKey: randomBytes(12).toString("hex"),
    })
    .returning({ id: orders.id });
  await database.db.insert(orderLines).values(
    lines.map((line) => ({
      orderId: order!.id,
      name: "Item",
      quantity: 1,
      unitPrice: line.total,
      subtotal: line.total,
      discount: 0,
      tax: line.tax,
      total: line.total,
    })),
  );
  return order!.id;
}

const ratesOf = async (orderId: number) =>
  (await database.db.select({ taxRate: orderLines.taxRate }).from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(orderLines.id)).map(
    (row) => row.taxRate,
  );

describe(`order line tax-rate backfill (${testDatabaseKind})`, () => {
  it("reads each order's one rate from its lines' tax, inclusive or exclusive, despite per-line rounding", async () => {
    // 23 % inside 1.23 and 0.99 (0.185… → 0.19): the small line alone would read 23.8 %.
    const inclusive = await orderWith(true, [
      { total: 1230, tax: 230 },
      { total: 99, tax: 19 },
    ]);
    const exclusive = await orderWith(false, [{ total: 1000, tax: 135 }]);
    // 4.8 % is no 0.5 % step: kept to the nearest 0.1 %.
    const livestock = await orderWith(true, [{ total: 10480, tax: 480 }]);
    const untaxed = await orderWith(true, [{ total: 500, tax: 0 }]);
    await database.db.execute(sql.raw(BACKFILL));
    expect(await ratesOf(inclusive)).toEqual([2300, 2300]);
    expect(await ratesOf(exclusive)).toEqual([1350]);
    expect(await ratesOf(livestock)).toEqual([480]);
    expect(await ratesOf(untaxed)).toEqual([0]);
  });
});
