import { eq, sql } from "drizzle-orm";
import { stockLeft } from "../../../../domain/cart/add-rules.ts";
import { removalReason } from "../../../../domain/cart/availability.ts";
import type { Tx } from "../../../db/kit/index.ts";
import { products, variations } from "../../../db/schema/index.ts";
import { ServiceError } from "../../errors.ts";
import type { Repriced } from "./reprice.ts";

type Holder = { table: "product" | "variation"; id: number; row: { manageStock: boolean; stockQuantity: number | null; stockStatus: string } };
type Demand = Holder & { quantity: number; name: string };

/**
 * What the cart asks of each stock holder (a variation managing its own stock, else the product), with
 * every line checked to be still buyable (domain/cart/availability.ts) and priced.
 */
function demandOf({ context, rows }: Repriced): Map<string, Demand> {
  const demand = new Map<string, Demand>();
  for (const item of context.cart.items) {
    const product = rows.products.find((p) => p.id === item.productId);
    const variation = rows.variations.find((v) => v.id === item.variationId);
    const unavailable =
      !product ||
      removalReason({
        name: item.name,
        productStatus: product.status,
        productStockStatus: product.stockStatus,
        variation: variation ?? null,
        variationManagesStock: variation?.manageStock ?? false,
      }) === "unavailable";
    if (unavailable || (!variation && product.regularPrice === null)) {
      throw new ServiceError("invalid", "not_purchasable", `Sorry, "${item.name}" cannot be purchased any more. Please remove it from your cart.`);
    }
    const holder: Holder = variation?.manageStock
      ? { table: "variation", id: variation.id, row: variation }
      : { table: "product", id: product.id, row: product };
    const key = `${holder.table}:${holder.id}`;
    const entry = demand.get(key) ?? { quantity: 0, name: item.name, ...holder };
    entry.quantity += item.quantity;
    demand.set(key, entry);
  }
  return demand;
}

/** Step 3. Refuses a line there is not enough of, then takes the stock; a holder that reaches 0 goes out of stock. */
export async function takeStock(tx: Tx, repriced: Repriced): Promise<void> {
  const demand = demandOf(repriced);
  for (const need of demand.values()) {
    const left = stockLeft(need.row);
    if (left !== null && need.quantity > left) {
      const message =
        left === 0
          ? `Sorry, "${need.name}" is out of stock. Please edit your cart and try again.`
          : `Sorry, we do not have enough "${need.name}" in stock to fulfil your order (${left} available). Please edit your cart and try again.`;
      throw new ServiceError("invalid", "out_of_stock", message);
    }
  }
  for (const need of demand.values()) {
    if (!need.row.manageStock || need.row.stockQuantity === null) continue;
    const table = need.table === "product" ? products : variations;
    await tx
      .update(table)
      .set({
        stockQuantity: sql`${table.stockQuantity} - ${need.quantity}`,
        stockStatus: sql`case when ${table.stockQuantity} - ${need.quantity} <= 0 and ${table.stockStatus} = 'instock' then 'outofstock'::stock_status else ${table.stockStatus} end`,
      })
      .where(eq(table.id, need.id));
  }
}
