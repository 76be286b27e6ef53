/**
 * The gapless-numbering proof: 200 invoices issued at once, each on its own pooled connection of a real
 * PostgreSQL server, take 200 distinct consecutive numbers; 20 prints of one order at once make one
 * invoice. PGlite is one connection in one process, so nothing there runs at the same time: the proof
 * needs TEST_DATABASE_URL (the sequential proof runs everywhere, in documents.test.ts).
 */
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../../db/connect.ts";
import { documents, orderLines, orders } from "../../db/schema/index.ts";
import { createDocumentService, type DocumentService } from "./index.ts";

const serverUrl = process.env.TEST_DATABASE_URL;
const PARALLEL = 200;
const name = `vitrine_numbering_${randomBytes(6).toString("hex")}`;
let database: Database;
let service: DocumentService;

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Paid orders of one line each, inserted as checkout records them. */
async function paidOrders(count: number): Promise<number[]> {
  const rows = await database.db
    .insert(orders)
    .values(
      Array.from({ length: count }, () => ({
        number: `tmp-${randomBytes(8).toString("hex")}`,
        status: "processing" as const,
        email: "parallel@example.com",
        billingAddress: { firstName: "Par", lastName: "Allel", address1: "1 Main Street", city: "Dublin", country: "IE" },
        shippingAddress: {},
        subtotal: 1230,
        discountTotal: 0,
        shippingTotal: 0,
        taxTotal: 230,
        total: 1230,
        pricesIncludeTax: true,
        key: randomBytes(8).toString("hex"),
        idempotencyKey: randomBytes(12).toString("hex"),
      })),
    )
    .returning({ id: orders.id });
  await database.db
    .insert(orderLines)
    .values(
      rows.map(({ id }) => ({ orderId: id, name: "Lamp", quantity: 1, unitPrice: 1230, subtotal: 1230, discount: 0, tax: 230, total: 1230, taxRate: 2300 })),
    );
  return rows.map((row) => row.id);
}

describe.skipIf(!serverUrl)("gapless numbering under concurrency (PostgreSQL; PGlite has one connection, so nothing runs at once there)", () => {
  beforeAll(async () => {
    await admin(`create database ${name}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    database = await openDatabase({ url: url.toString(), poolSize: 40 });
    await database.migrate();
    service = createDocumentService(database.db);
  });
  afterAll(async () => {
    await database?.close();
    if (serverUrl) await admin(`drop database if exists ${name} with (force)`);
  });

  it(`${PARALLEL} invoices issued at once take ${PARALLEL} distinct consecutive numbers`, async () => {
    const ids = await paidOrders(PARALLEL);
    const issued = await Promise.all(ids.map((id) => service.issue("invoice", id)));
    const sequences = issued.map((document) => Number(document.number.slice(document.number.lastIndexOf("-") + 1))).sort((a, b) => a - b);
    expect(new Set(issued.map((document) => document.number)).size).toBe(PARALLEL);
    expect(sequences).toEqual(Array.from({ length: PARALLEL }, (_, i) => i + 1));
    const report = await service.numbersReport();
    expect(report.series).toEqual([expect.objectContaining({ count: PARALLEL, highestSequence: PARALLEL, gapless: true })]);
  });

  it("20 prints of one order's invoice at once make one invoice, every print answering it", async () => {
    const [id] = await paidOrders(1);
    const issued = await Promise.all(Array.from({ length: 20 }, () => service.issue("invoice", id!)));
    expect(new Set(issued.map((document) => document.number)).size).toBe(1);
    const stored = await database.db.select({ id: documents.id }).from(documents).where(eq(documents.orderId, id!));
    expect(stored).toHaveLength(1);
  });
});
