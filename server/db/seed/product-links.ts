import { inArray } from "drizzle-orm";
import { productLinks, products } from "../schema/index.ts";
import { idsBy, requireId, type Tx } from "./bulk.ts";

/** A demo product's upsells (shown on its page) and cross-sells (shown in a cart holding it), by slug. */
export type DemoProductLinks = { product: string; upsells: string[]; crossSells: string[] };

/**
 * What a merchant would link by hand: a better or bigger version as the upsell, the things that go with
 * the product as cross-sells. Kept to a few products, so most pages show only the related products.
 */
export const DEMO_PRODUCT_LINKS: DemoProductLinks[] = [
  {
    product: "weekly-desk-planner",
    upsells: ["linen-bound-journal"],
    crossSells: ["brass-pen", "washi-tape-trio", "oak-pencil-tray"],
  },
  {
    product: "stoneware-pour-over-dripper",
    upsells: ["morning-coffee-set"],
    crossSells: ["ceramic-coffee-canister", "espresso-cup-pair"],
  },
  {
    product: "fig-and-cedar-scented-candle",
    upsells: ["ceramic-candle-vessel"],
    crossSells: ["brass-candle-holder-trio", "ribbed-taper-candles"],
  },
  {
    product: "monstera-deliciosa",
    upsells: ["olive-tree"],
    crossSells: ["terracotta-plant-pot", "brass-plant-mister"],
  },
];

/** Writes the demo links; every slug must be a product the catalogue seed has already written. */
export async function insertDemoProductLinks(tx: Tx, links: readonly DemoProductLinks[] = DEMO_PRODUCT_LINKS) {
  const slugs = [...new Set(links.flatMap((l) => [l.product, ...l.upsells, ...l.crossSells]))];
  if (slugs.length === 0) return;
  const ids = idsBy(await tx.select({ id: products.id, slug: products.slug }).from(products).where(inArray(products.slug, slugs)), (row) => row.slug);
  const id = (slug: string) => requireId(ids, slug, "product");
  const rows = links.flatMap((l) => [
    ...l.upsells.map((slug, position) => ({ productId: id(l.product), kind: "upsell" as const, linkedId: id(slug), position })),
    ...l.crossSells.map((slug, position) => ({ productId: id(l.product), kind: "cross_sell" as const, linkedId: id(slug), position })),
  ]);
  await tx.insert(productLinks).values(rows);
}
