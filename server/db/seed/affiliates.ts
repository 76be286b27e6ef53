/**
 * The demo affiliate programme: a network on three tiers below the demo affiliate (Priya → Lukas → Mia →
 * Léa), their coupons, orders over the last 90 days credited by coupon or by link, commission in every
 * state (pending, approved, paid, clawed back), a refunded order's clawback after it was paid out, payouts
 * of several types and states, an application waiting for approval, and two banners. Deterministic.
 */
import { asc, eq, like, sql } from "drizzle-orm";
import { commissionForOrder, lineNetMinor, tierShares } from "../../../domain/affiliates/commission.ts";
import { approveAfterOf, DAY_MS } from "../../../domain/affiliates/ledger.ts";
import { DEFAULT_PROGRAMME_SETTINGS } from "../../../domain/affiliates/programme.ts";
import { couponSchema } from "../../../domain/cart/coupons.ts";
import { mediaUrl } from "../../../domain/catalog/image.ts";
import { computeOrderTotals } from "../../../domain/checkout/order-totals.ts";
import { DEMO_TAX_SETTINGS } from "../../../domain/checkout/tax.ts";
import {
  affiliateCoupons,
  affiliateCreatives,
  affiliates,
  commissionEntries,
  couponUsages,
  coupons,
  customerRoles,
  images,
  orderAttributions,
  orderLines,
  orderStatusHistory,
  orders,
  settings,
} from "../schema/index.ts";
import type { Tx } from "./bulk.ts";
import { DEMO_BANK_DETAILS, insertPayouts } from "./affiliate-payouts.ts";
import { seedOrderCatalogue } from "./orders.ts";
import { randomFor } from "./random.ts";

export const AFFILIATE_ORDER_DAYS = 90;
export const AFFILIATE_ORDER_COUNT = 36;
const PROGRAMME = DEFAULT_PROGRAMME_SETTINGS;

/** The network, top first: each one's parent is the one before. */
export const DEMO_AFFILIATES = [
  { email: "affiliate@vitrine.test", code: "priya", coupon: { code: "priya10", type: "percent", amount: 1000 } },
  { email: "partner@vitrine.test", code: "lukas", coupon: { code: "lukas5", type: "fixed_cart", amount: 500 } },
  { email: "mia@vitrine.test", code: "mia", coupon: { code: "mia15", type: "percent", amount: 1500 } },
  { email: "lea@vitrine.test", code: "lea", coupon: null },
] as const;
const APPLICANT = "noah@vitrine.test";
const SHOPPERS = [
  { email: "jonas@vitrine.test", firstName: "Jonas", lastName: "Weber" },
  { email: "sofia@vitrine.test", firstName: "Sofia", lastName: "Rossi" },
] as const;
const ADDRESS = { company: "", country: "IE", address1: "14 Henry Street", address2: "", city: "Limerick", state: "", postcode: "V94 H2KX" };

export type Affiliate = { id: number; customerId: number; couponId: number | null; coupon: (typeof DEMO_AFFILIATES)[number]["coupon"]; parent: number | null };

export async function insertDemoAffiliates(tx: Tx, customerIds: Map<string, number>, now: Date): Promise<void> {
  await tx.insert(settings).values({ key: "affiliate-programme", value: PROGRAMME }).onConflictDoNothing();
  const network: Affiliate[] = [];
  for (const [i, a] of DEMO_AFFILIATES.entries()) {
    const customerId = customerIds.get(a.email)!;
    const parent = i === 0 ? null : network[i - 1]!.id;
    const [row] = await tx
      .insert(affiliates)
      .values({
        customerId,
        status: "approved",
        parentId: parent,
        referralCode: a.code,
        createdAt: new Date(now.getTime() - (200 - i * 30) * DAY_MS),
        approvedAt: new Date(now.getTime() - (199 - i * 30) * DAY_MS),
        settings: {
          wcu_email: a.email,
          wcu_enable_notifications: "1",
          wcu_enable_reports: "0",
          ...(i === 0 ? { payouttype: "banktransfer" as const, ...DEMO_BANK_DETAILS } : { payouttype: "paypalapi" as const }),
          // The top affiliate bills as a business: her payout statements show its name, address and tax id.
          ...(i === 0
            ? { "wcu-company": "Raman Media", "wcu-billing1": "14 Baggot Street Lower", "wcu-billing2": "Dublin 2, D02 K527", "wcu-taxid": "IE8251478R" }
            : {}),
        },
      })
      .returning({ id: affiliates.id });
    await tx.insert(customerRoles).values({ customerId, role: "affiliate" }).onConflictDoNothing();
    let couponId: number | null = null;
    if (a.coupon) {
      const [c] = await tx.insert(coupons).values({ code: a.coupon.code, type: a.coupon.type, amount: a.coupon.amount }).returning({ id: coupons.id });
      couponId = c!.id;
      await tx.insert(affiliateCoupons).values({ couponId, affiliateId: row!.id });
    }
    network.push({ id: row!.id, customerId, couponId, coupon: a.coupon, parent });
  }
  // An application staff have not looked at yet.
  await tx
    .insert(affiliates)
    .values({ customerId: customerIds.get(APPLICANT)!, status: "pending", referralCode: "noah", website: "https://noah.example", note: "I review lamps." });

  const { placed, ledger } = await insertAffiliateOrders(tx, network, now);
  await insertPayouts(tx, network, placed, ledger, now);
  await insertCreatives(tx);
}

export type Entry = typeof commissionEntries.$inferInsert;
export type Placed = { orderId: number; affiliate: Affiliate; total: number; completed: boolean };

/**
 * The affiliate orders: spread over 90 days, most completed; one cancelled (its commission clawed back).
 * Planned in memory and written with one statement per table (the seed must stay quick).
 */
async function insertAffiliateOrders(tx: Tx, network: Affiliate[], now: Date): Promise<{ placed: Placed[]; ledger: Entry[] }> {
  const random = randomFor("affiliate-orders");
  const catalogue = await seedOrderCatalogue(tx, 12);
  if (catalogue.length === 0) return { placed: [], ledger: [] };
  const count = AFFILIATE_ORDER_COUNT;
  const plans = Array.from({ length: count }, (_, n) => {
    const daysAgo = Math.round(AFFILIATE_ORDER_DAYS - (n * AFFILIATE_ORDER_DAYS) / (count - 1));
    const affiliate = network[[0, 0, 1, 0, 1, 2, 0, 3, 1, 2][n % 10]!]!;
    const coupon = affiliate.coupon !== null && random.chance(0.7) ? couponSchema.parse(affiliate.coupon) : null;
    const shopper = SHOPPERS[n % SHOPPERS.length]!;
    const items = Array.from({ length: random.int(1, 2) }, () => ({ product: catalogue[random.int(0, catalogue.length - 1)]!, quantity: random.int(1, 2) }));
    const lines = items.map((item, i) => ({
      lineKey: String(i),
      productId: item.product.id,
      categoryIds: [],
      onSale: false,
      unitPrice: item.product.salePrice ?? item.product.regularPrice ?? 1000,
      quantity: item.quantity,
      taxClass: item.product.taxClass,
    }));
    const totals = computeOrderTotals({ lines, coupons: coupon ? [coupon] : [], shippingCost: 495, tax: DEMO_TAX_SETTINGS, country: "IE" });
    // Between 9:00 and 20:00 of its day; the seed's `now` is the start of a day, so the newest order came in
    // the evening before (an order placed "today" at 17:00 would lie in the future of a morning seed).
    const hour = random.int(9, 20);
    const placedAt = new Date(now.getTime() - Math.max(daysAgo, 1) * DAY_MS + hour * 3_600_000);
    const cancelled = n === 9;
    const status = cancelled ? ("cancelled" as const) : daysAgo > 6 ? ("completed" as const) : ("processing" as const);
    const linkDays = random.int(1, 9);
    return {
      n,
      affiliate,
      coupon,
      shopper,
      items,
      lines,
      totals,
      placedAt,
      cancelled,
      status,
      linkDays,
      completedAt: new Date(placedAt.getTime() + 2 * DAY_MS),
    };
  });
  const inserted = await tx
    .insert(orders)
    .values(
      plans.map((p) => ({
        number: `aff-${p.n}`,
        status: p.status,
        customerId: null,
        email: p.shopper.email,
        billingAddress: { firstName: p.shopper.firstName, lastName: p.shopper.lastName, ...ADDRESS, phone: "" },
        shippingAddress: ADDRESS,
        shippingMethod: "flat",
        shippingMethodTitle: "Standard delivery",
        paymentMethod: "bacs",
        paymentMethodTitle: "Direct bank transfer",
        currency: "EUR",
        subtotal: p.totals.subtotal,
        discountTotal: p.totals.discountTotal,
        shippingTotal: p.totals.shippingTotal,
        shippingTax: p.totals.shippingTax,
        taxTotal: p.totals.taxTotal,
        total: p.totals.total,
        pricesIncludeTax: p.totals.pricesIncludeTax,
        key: `wc_order_demo_affiliate_${p.n}`,
        idempotencyKey: `demo-affiliate-order-${p.n}`,
        createdAt: p.placedAt,
      })),
    )
    .returning({ id: orders.id, key: orders.idempotencyKey });
  const idOf = new Map(inserted.map((row) => [row.key, row.id]));
  const orderIdOf = (n: number) => idOf.get(`demo-affiliate-order-${n}`)!;
  await tx
    .update(orders)
    .set({ number: sql`${orders.id}::text` })
    .where(like(orders.idempotencyKey, "demo-affiliate-order-%"));
  await tx.insert(orderLines).values(
    plans.flatMap((p) =>
      p.items.map((item, i) => ({
        orderId: orderIdOf(p.n),
        productId: item.product.id,
        name: item.product.name,
        sku: item.product.sku,
        quantity: item.quantity,
        unitPrice: p.lines[i]!.unitPrice,
        subtotal: p.totals.lines[i]!.subtotal,
        discount: p.totals.lines[i]!.discount,
        tax: p.totals.lines[i]!.tax,
        total: p.totals.lines[i]!.total,
        taxRate: p.totals.lines[i]!.taxRate,
      })),
    ),
  );
  await tx.insert(orderStatusHistory).values(
    plans.flatMap((p): (typeof orderStatusHistory.$inferInsert)[] => [
      { orderId: orderIdOf(p.n), fromStatus: null, toStatus: "processing", note: "Order placed.", createdAt: p.placedAt },
      ...(p.status === "processing"
        ? []
        : [
            {
              orderId: orderIdOf(p.n),
              fromStatus: "processing" as const,
              toStatus: p.status,
              note: p.cancelled ? "Cancelled by the customer." : "Delivered.",
              createdAt: p.completedAt,
            },
          ]),
    ]),
  );
  const withCoupon = plans.filter((p) => p.coupon && p.affiliate.couponId);
  if (withCoupon.length) {
    await tx.insert(couponUsages).values(
      withCoupon.map((p) => ({
        couponId: p.affiliate.couponId!,
        orderId: orderIdOf(p.n),
        email: p.shopper.email,
        discount: p.totals.discountTotal,
        createdAt: p.placedAt,
      })),
    );
    for (const a of network.filter((x) => x.couponId !== null))
      await tx
        .update(coupons)
        .set({ usageCount: withCoupon.filter((p) => p.affiliate.id === a.id).length })
        .where(eq(coupons.id, a.couponId!));
  }
  const reasonOf = (p: (typeof plans)[number]) =>
    p.coupon ? `Coupon ${p.coupon.code.toUpperCase()} was used` : `Arrived through the referral link ${p.linkDays} days before`;
  await tx.insert(orderAttributions).values(
    plans.map((p) => ({
      orderId: orderIdOf(p.n),
      affiliateId: p.affiliate.id,
      signal: p.coupon ? ("coupon" as const) : ("link" as const),
      reason: reasonOf(p),
      couponId: p.coupon ? p.affiliate.couponId : null,
      placedAt: p.placedAt,
      salesMinor: p.cancelled ? 0 : p.totals.total,
      discountMinor: p.totals.discountTotal,
    })),
  );
  const ledger: Entry[] = [];
  for (const p of plans) {
    const orderId = orderIdOf(p.n);
    const direct = commissionForOrder(
      p.items.map((item, i) => ({
        productId: item.product.id,
        categoryIds: [],
        quantity: item.quantity,
        netMinor: lineNetMinor(p.totals.lines[i]!, p.totals.pricesIncludeTax),
      })),
      PROGRAMME,
      null,
    );
    const chain: number[] = [];
    for (let up = p.affiliate.parent; up !== null; up = network.find((a) => a.id === up)!.parent) chain.push(up);
    const approveAfter = p.status === "completed" ? approveAfterOf(p.completedAt, PROGRAMME.approvalDelayDays) : null;
    const signal = p.coupon ? ("coupon" as const) : ("link" as const);
    for (const share of [{ affiliateId: p.affiliate.id, level: 0, amountMinor: direct }, ...tierShares(direct, p.affiliate.id, chain, PROGRAMME.tierShares)]) {
      const reason = share.level === 0 ? reasonOf(p) : `Level ${share.level} share: ${reasonOf(p)}`;
      const couponId = p.coupon ? p.affiliate.couponId : null;
      const base = { affiliateId: share.affiliateId, orderId, level: share.level, signal, sourceAffiliateId: p.affiliate.id, couponId };
      ledger.push({
        ...base,
        kind: "commission",
        amountMinor: share.amountMinor,
        state: approveAfter && approveAfter <= now ? "approved" : "pending",
        approveAfter,
        reason,
        createdAt: p.placedAt,
      });
      if (p.cancelled)
        ledger.push({ ...base, kind: "clawback", amountMinor: -share.amountMinor, state: "pending", reason: "Order cancelled", createdAt: p.completedAt });
    }
  }
  return {
    placed: plans.map((p) => ({ orderId: orderIdOf(p.n), affiliate: p.affiliate, total: p.totals.total, completed: p.status === "completed" })),
    ledger,
  };
}

async function insertCreatives(tx: Tx) {
  const pictures = await tx
    .select({ key: images.key, width: images.width, height: images.height, title: images.title })
    .from(images)
    .orderBy(asc(images.id))
    .limit(2);
  await tx.insert(affiliateCreatives).values(
    pictures.map((p, i) => ({
      title: i === 0 ? "Spring banner" : "Square banner",
      imageUrl: mediaUrl(p.key, 640),
      width: 640,
      height: Math.round((640 * p.height) / Math.max(1, p.width)),
      position: i,
    })),
  );
}
