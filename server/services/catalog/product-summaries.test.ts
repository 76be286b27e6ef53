import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { products, variations } from "../../db/schema/index.ts";
import { withShopServices } from "../../testing/shop-services.ts";
import { testDatabaseKind } from "../../testing/test-database.ts";
import { refreshProductSummaries } from "./product-summaries.ts";

const shop = withShopServices();

async function summaryOf(slug: string) {
  const [row] = await shop.database.db
    .select({ priceMin: products.priceMin, priceMax: products.priceMax, onSale: products.onSale, stockStatus: products.stockStatus })
    .from(products)
    .where(eq(products.slug, slug));
  return row;
}

describe(`refreshProductSummaries (${testDatabaseKind})`, () => {
  it("a simple product's range is its active price, on sale when the sale price is lower", async () => {
    const { db } = shop.database;
    await db.update(products).set({ salePrice: 800 }).where(eq(products.slug, "red-lamp"));
    await refreshProductSummaries(db, [shop.ids.get("red-lamp")!]);
    expect(await summaryOf("red-lamp")).toMatchObject({ priceMin: 800, priceMax: 800, onSale: true, stockStatus: "instock" });
  });

  it("a variable product's range and stock follow its enabled variations only", async () => {
    const { db } = shop.database;
    const id = shop.ids.get("variable-tee")!;
    await db.update(variations).set({ salePrice: 1500 }).where(eq(variations.sku, "TEE-BM"));
    await refreshProductSummaries(db, [id]);
    // TEE-RL (9900) is disabled and does not count.
    expect(await summaryOf("variable-tee")).toMatchObject({ priceMin: 1500, priceMax: 2200, onSale: true });
    await db.update(variations).set({ stockStatus: "outofstock" }).where(eq(variations.productId, id));
    await refreshProductSummaries(db, [id]);
    expect(await summaryOf("variable-tee")).toMatchObject({ stockStatus: "outofstock" });
  });

  it("a grouped product's range spans its published children", async () => {
    const { db } = shop.database;
    await refreshProductSummaries(db, [shop.ids.get("gift-set")!]);
    const summary = await summaryOf("gift-set");
    expect(summary!.priceMin).toBeLessThanOrEqual(summary!.priceMax);
    expect(summary!.priceMax).toBeGreaterThan(0);
  });

  it("does nothing for no products", async () => {
    await expect(refreshProductSummaries(shop.database.db, [])).resolves.toBeUndefined();
  });
});
