import { afterAll, beforeAll } from "vitest";
import type { Database } from "../db/connect.ts";
import { createServices, type Services } from "../services/index.ts";
import { seedCatalogueFixture } from "./catalogue-fixture.ts";
import { createTestDatabase } from "./test-database.ts";

export type ShopServices = {
  database: Database;
  services: Services;
  /** The catalogue fixture's product ids by slug. */
  ids: Map<string, number>;
};

/**
 * The set-up of a test file that runs through the real services: before its tests, a fresh test database
 * (`createTestDatabase`) holding the catalogue fixture, and the services on it (no media folder, no mail
 * transport); after them, the database is closed and dropped. `prepare` adds what the file needs on top
 * (coupons, changed products). The returned object is filled in by the `beforeAll` hook, so read its
 * fields inside hooks and tests only.
 */
export function withShopServices(prepare?: (shop: ShopServices) => Promise<unknown> | unknown): ShopServices {
  const shop = {} as ShopServices;
  beforeAll(async () => {
    shop.database = await createTestDatabase();
    shop.ids = await seedCatalogueFixture(shop.database.db);
    shop.services = createServices(shop.database.db, { mediaDir: "/nonexistent", mailTransport: null });
    await prepare?.(shop);
  });
  afterAll(async () => shop.database?.close());
  return shop;
}
