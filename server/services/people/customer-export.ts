import { asc, eq, inArray, or, sql } from "drizzle-orm";
import { shapeCustomerExport, type CustomerExport } from "../../../domain/admin/gdpr-export.ts";
import type { Queryable } from "../../db/kit/index.ts";
import {
  couponUsages,
  coupons,
  customerAddresses,
  customerRoles,
  customers,
  mailOutbox,
  orderLines,
  orders,
  products,
  reviews,
  sessions,
} from "../../db/schema/index.ts";

/**
 * Reads everything the shop holds on a customer and shapes the GDPR export (domain/admin/gdpr-export.ts
 * decides which fields go in). Reviews and mails are found by the account and by its e-mail too: a review
 * written as a guest with the same address is theirs as well.
 */
export async function readCustomerExport(q: Queryable, id: number, now: Date): Promise<CustomerExport | null> {
  const [account] = await q.select().from(customers).where(eq(customers.id, id)).limit(1);
  if (!account) return null;
  const email = account.email.toLowerCase();
  const [roles, addresses, orderRows, reviewRows, usageRows, sessionRows, mails] = await Promise.all([
    q.select({ role: customerRoles.role }).from(customerRoles).where(eq(customerRoles.customerId, id)),
    q.select().from(customerAddresses).where(eq(customerAddresses.customerId, id)).orderBy(asc(customerAddresses.kind)),
    q.select().from(orders).where(eq(orders.customerId, id)).orderBy(asc(orders.createdAt), asc(orders.id)),
    q
      .select({
        productName: products.name,
        authorName: reviews.authorName,
        authorEmail: reviews.authorEmail,
        rating: reviews.rating,
        content: reviews.content,
        status: reviews.status,
        createdAt: reviews.createdAt,
      })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .where(or(eq(reviews.customerId, id), eq(sql`lower(${reviews.authorEmail})`, email)))
      .orderBy(asc(reviews.createdAt)),
    q
      .select({ code: coupons.code, orderNumber: orders.number, email: couponUsages.email, discount: couponUsages.discount, createdAt: couponUsages.createdAt })
      .from(couponUsages)
      .innerJoin(coupons, eq(coupons.id, couponUsages.couponId))
      .innerJoin(orders, eq(orders.id, couponUsages.orderId))
      .where(or(eq(couponUsages.customerId, id), eq(sql`lower(${couponUsages.email})`, email)))
      .orderBy(asc(couponUsages.createdAt)),
    q
      .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(eq(sessions.customerId, id))
      .orderBy(asc(sessions.createdAt)),
    q
      .select()
      .from(mailOutbox)
      .where(eq(sql`lower(${mailOutbox.to})`, email))
      .orderBy(asc(mailOutbox.createdAt)),
  ]);
  const orderIds = orderRows.map((order) => order.id);
  const lines = orderIds.length ? await q.select().from(orderLines).where(inArray(orderLines.orderId, orderIds)).orderBy(asc(orderLines.id)) : [];
  return shapeCustomerExport({
    account,
    roles: roles.map((r) => r.role),
    addresses,
    orders: orderRows.map((order) => ({ ...order, lines: lines.filter((line) => line.orderId === order.id) })),
    reviews: reviewRows,
    couponUsages: usageRows,
    sessions: sessionRows,
    mails,
    now,
  });
}
