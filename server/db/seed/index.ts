import { hash } from "@node-rs/argon2";
import { sql } from "drizzle-orm";
import type { Db } from "../connect.ts";
import { products } from "../schema/index.ts";
import type { Tx } from "./bulk.ts";
import { insertDemoAffiliates } from "./affiliates.ts";
import { insertDemoLogo } from "./brand.ts";
import { insertDemoAuditLog } from "./audit-log.ts";
import { insertCoupons } from "./coupons.ts";
import { DEMO_PASSWORD } from "./customers.ts";
import { insertCatalogue } from "./insert-catalogue.ts";
import { insertCustomers } from "./insert-customers.ts";
import { insertMenus } from "./menus.ts";
import { insertOrderHistory } from "./order-history.ts";
import { insertDemoCustomerOrders } from "./orders.ts";
import { insertDemoDocuments } from "./documents.ts";
import { insertDemoDownloads } from "./downloads.ts";
import { insertDemoPeople } from "./people.ts";
import { insertDemoProductLinks } from "./product-links.ts";
import { insertDemoOrderNotesAndRefunds } from "./order-notes-refunds.ts";
import { planCatalogue } from "./plan/index.ts";
import { insertDemoSettings } from "./settings.ts";
import { hasDemoAccounts } from "./counts.ts";
import { writeShopEssentials } from "./essentials.ts";

export { countShop, hasDemoAccounts, type ShopCounts } from "./counts.ts";
export { DEMO_COUPONS } from "./coupons.ts";
export { DEMO_CUSTOMERS, DEMO_PASSWORD } from "./customers.ts";
export { DEMO_STORE_NOTICE } from "./settings.ts";
export { DEMO_LOGO, DEMO_LOGO_PATH } from "./brand.ts";
export { DEMO_GUIDE, writeDemoDownloadFiles } from "./downloads.ts";

export type SeedOptions = {
  /**
   * The moment the demo data is relative to (product dates, reviews, accounts). Defaults to the start of
   * the current UTC day, so every run on a given day writes identical rows. Nothing is dated later than
   * `now` plus SEED_LEEWAY_MS, so a seed run that long after `now` writes no date in its future.
   */
  now?: Date;
};

/** The latest a demo date lies after the seed's `now` (the start of a UTC day): today's first orders. */
export const SEED_LEEWAY_MS = 30 * 60_000;

/** Any number will do as long as nothing else in the app takes the same advisory lock. */
const SEED_LOCK = 74_118_201;

/** Seeds the demo shop on a database that has no products yet; a shop with data is left alone. */
export async function seedDemoShopIfEmpty(db: Db, options: SeedOptions = {}): Promise<boolean> {
  if (!(await hasNoProducts(db))) return false;
  const passwordHash = await hash(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    // Two servers starting together on one PostgreSQL must not both seed: the second waits, then sees data.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (!(await hasNoProducts(tx))) return false;
    await writeDemoShop(tx, passwordHash, options);
    return true;
  });
}

/**
 * What a start does to the database: with `demo`, the demo shop on an empty database; without, the
 * essentials of a real shop (no accounts, products or orders), unless the database holds the demo already.
 */
export async function prepareShop(db: Db, options: { demo: boolean }): Promise<void> {
  if (options.demo) await seedDemoShopIfEmpty(db);
  else if (!(await hasDemoAccounts(db))) await writeShopEssentials(db);
}

/** Seeds the demo shop unconditionally; the database must not hold demo rows already. */
export async function seedDemoShop(db: Db, options: SeedOptions = {}): Promise<void> {
  const passwordHash = await hash(DEMO_PASSWORD);
  await db.transaction((tx) => writeDemoShop(tx, passwordHash, options));
}

async function writeDemoShop(tx: Tx, passwordHash: string, options: SeedOptions) {
  // The start of the day, unless the day began less than SEED_LEEWAY_MS ago: the three "today" orders
  // are placed in its first minutes, and no demo date may lie after the moment the seed runs.
  const now = options.now ?? startOfUtcDay(new Date(Date.now() - SEED_LEEWAY_MS));
  const customerIds = await insertCustomers(tx, passwordHash, now);
  await insertCatalogue(tx, planCatalogue(now), customerIds);
  await insertDemoProductLinks(tx);
  await insertMenus(tx);
  await insertCoupons(tx, now);
  await insertDemoSettings(tx);
  const demoCustomer = "customer@vitrine.test";
  await insertDemoCustomerOrders(tx, customerIds.get(demoCustomer)!, demoCustomer, now);
  await insertOrderHistory(tx, customerIds, now);
  await insertDemoPeople(tx, passwordHash, now);
  await insertDemoAuditLog(tx, customerIds, now);
  await insertDemoOrderNotesAndRefunds(tx, demoCustomer, "admin@vitrine.test");
  // After the refunds: the refunded order's credit note corrects its invoice.
  await insertDemoDocuments(tx, demoCustomer, now);
  // Last: its orders must not change the numbers the documents and the order history above were given.
  await insertDemoAffiliates(tx, customerIds, now);
  // After everything: the digital product and its order leave every other demo number as it was.
  await insertDemoDownloads(tx, customerIds.get(demoCustomer)!, demoCustomer, now);
  // The logo's picture (the store settings naming it came with the settings): last, so no picture's id moves.
  await insertDemoLogo(tx);
}

async function hasNoProducts(db: Db | Tx): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(products);
  return (row?.n ?? 0) === 0;
}

function startOfUtcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}
