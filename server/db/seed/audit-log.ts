import { asc, eq, isNotNull } from "drizzle-orm";
import { auditLog, coupons, orders, products } from "../schema/index.ts";
import type { Tx } from "./bulk.ts";

const HOUR_MS = 3_600_000;

/**
 * A few days of believable staff work in the audit log, so its screens have something to show on a
 * fresh demo shop: a price change, an order moved on, a coupon limited, settings and a menu edited. Each
 * points at a real demo record. Entries are dated before `now`, oldest first.
 */
export async function insertDemoAuditLog(tx: Tx, customerIds: ReadonlyMap<string, number>, now: Date): Promise<void> {
  const admin = { actorId: customerIds.get("admin@vitrine.test") ?? null, actorEmail: "admin@vitrine.test" };
  const manager = { actorId: customerIds.get("manager@vitrine.test") ?? null, actorEmail: "manager@vitrine.test" };
  const [product] = await tx
    .select({ id: products.id, price: products.regularPrice })
    .from(products)
    .where(isNotNull(products.regularPrice))
    .orderBy(asc(products.id))
    .limit(1);
  const [order] = await tx.select({ id: orders.id, status: orders.status }).from(orders).orderBy(asc(orders.id)).limit(1);
  const [coupon] = await tx.select({ id: coupons.id }).from(coupons).where(eq(coupons.code, "welcome10")).limit(1);
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR_MS);
  const entries: (typeof auditLog.$inferInsert)[] = [
    {
      ...admin,
      at: at(70),
      action: "settings.update",
      entity: "settings",
      entityId: "store",
      changes: { phone: { before: "+353 1 555 0000", after: "+353 1 555 0100" } },
    },
    {
      ...admin,
      at: at(52),
      action: "menu.update",
      entity: "menu",
      entityId: "footer",
      changes: { items: { before: ["About → /about"], after: ["About → /about", "Delivery → /about#delivery"] } },
    },
  ];
  if (product?.price)
    entries.push({
      ...manager,
      at: at(30),
      action: "product.update",
      entity: "product",
      entityId: String(product.id),
      changes: { regularPrice: { before: product.price + 500, after: product.price } },
    });
  if (coupon)
    entries.push({
      ...manager,
      at: at(20),
      action: "coupon.update",
      entity: "coupon",
      entityId: String(coupon.id),
      changes: { usageLimit: { before: null, after: 500 } },
    });
  if (order)
    entries.push({
      ...manager,
      at: at(6),
      action: "order.status",
      entity: "order",
      entityId: String(order.id),
      changes: { status: { before: "on-hold", after: order.status } },
      reason: "Bank transfer received.",
    });
  await tx.insert(auditLog).values(entries);
}
