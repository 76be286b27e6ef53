import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { chartSeries, chartTotals } from "./chart-series.ts";
import { STATISTICS_PERIODS } from "./dashboard.ts";
import {
  balanceFigures,
  commissionFigures,
  couponEarnedMinor,
  couponOrderFigures,
  dayOf,
  type FigureLine,
  inPeriod,
  orderFigures,
  periodCommission,
  periodOrders,
  type ReferredOrders,
} from "./figures.ts";
import { clawbackFor, DAY_MS, isApproved, type LedgerKind } from "./ledger.ts";
import { settlePayout } from "./settlement.ts";

const line = (over: Partial<FigureLine>): FigureLine => ({
  kind: "commission",
  amountMinor: 0,
  approved: true,
  settled: false,
  day: "2026-11-20",
  level: 0,
  couponId: null,
  ...over,
});

describe("commission figures", () => {
  it("earned nets clawbacks; paid is what payouts settled; unpaid splits into approved and pending", () => {
    const lines = [
      line({ amountMinor: 1000, settled: true }),
      line({ kind: "clawback", amountMinor: -400, approved: true }),
      line({ amountMinor: 700, approved: false }),
      line({ amountMinor: 300, level: 1 }),
      line({ kind: "payout", amountMinor: -1000, settled: true }),
    ];
    expect(commissionFigures(lines)).toEqual({ earnedMinor: 1600, paidMinor: 1000, unpaidMinor: 600, approvedUnpaidMinor: -100, pendingMinor: 700 });
  });

  it("the balance: requested payouts are reserved out of approved unpaid; a rejected one cancels out", () => {
    const lines = [
      line({ amountMinor: 5000, settled: true }),
      line({ amountMinor: 3000 }),
      line({ amountMinor: 800, approved: false }),
      line({ kind: "payout", amountMinor: -5000, settled: true }),
      line({ kind: "payout", amountMinor: -1000 }),
      line({ kind: "payout", amountMinor: -500 }),
      line({ kind: "payout_return", amountMinor: 500 }),
    ];
    expect(balanceFigures(lines)).toMatchObject({ earnedMinor: 8800, paidMinor: 5000, requestedMinor: 1000, availableMinor: 2000, pendingMinor: 800 });
  });

  it("periods count the day the order was placed: today and the 6 (or 29) days before", () => {
    expect(inPeriod("2026-11-14", "last7", "2026-11-20")).toBe(true);
    expect(inPeriod("2026-11-13", "last7", "2026-11-20")).toBe(false);
    expect(inPeriod("2026-10-22", "last30", "2026-11-20")).toBe(true);
    expect(inPeriod("2026-10-21", "last30", "2026-11-20")).toBe(false);
    expect(inPeriod("2001-01-01", "all", "2026-11-20")).toBe(true);
    const lines = [line({ day: "2026-11-19", amountMinor: 100 }), line({ day: "2026-11-01", amountMinor: 50 })];
    expect(periodCommission(lines, "last7", "2026-11-20").earnedMinor).toBe(100);
    expect(periodCommission(lines, "last30", "2026-11-20").earnedMinor).toBe(150);
  });

  it("a coupon's commission is the affiliate's own commission on the orders that used it", () => {
    const lines = [line({ couponId: 7, amountMinor: 100 }), line({ couponId: 7, level: 1, amountMinor: 40 }), line({ couponId: 8, amountMinor: 9 })];
    expect(couponEarnedMinor(lines, 7)).toBe(100);
  });
});

describe("order figures", () => {
  const orders: ReferredOrders[] = [
    { day: "2026-11-20", couponId: 7, counted: true, orders: 3, salesMinor: 9000, discountMinor: 900 },
    { day: "2026-11-20", couponId: null, counted: true, orders: 2, salesMinor: 4000, discountMinor: 0 },
    { day: "2026-11-19", couponId: 7, counted: false, orders: 1, salesMinor: 0, discountMinor: 300 },
  ];
  it("coupon uses count the counted orders that used a coupon, in the stats and on the coupon's row alike", () => {
    expect(orderFigures(orders)).toEqual({ orders: 5, couponUses: 3, salesMinor: 13000, discountsMinor: 900 });
    expect(couponOrderFigures(orders, 7).couponUses).toBe(3);
  });
});

describe("settlePayout", () => {
  it.each([
    ["whole entries", [100, 200, 300], 300, [1, 2], null],
    ["a split of the entry that goes past the amount", [100, 200, 300], 450, [1, 2], { id: 3, settledMinor: 150, restMinor: 150 }],
    ["a clawback nets within the payout", [100, -50, 300], 350, [1, 2, 3], null],
  ] as const)("%s", (_, amounts, payout, whole, split) => {
    const open = amounts.map((amountMinor, i) => ({ id: i + 1, amountMinor }));
    expect(settlePayout(open, payout)).toEqual({ ok: true, whole, split });
  });

  it("refuses a payout the open entries do not cover", () => {
    expect(
      settlePayout(
        [
          { id: 1, amountMinor: 100 },
          { id: 2, amountMinor: -60 },
        ],
        80,
      ),
    ).toEqual({ ok: false, coveredMinor: 40 });
  });
});

/**
 * A model of one affiliate's ledger driven by random operations through the same domain rules the services
 * use (commission with an order, completion starting the approval delay, refunds and cancellations by
 * `clawbackFor`, payout requests against the available balance, payment by `settlePayout`, rejection).
 */
type Entry = {
  id: number;
  kind: LedgerKind;
  amountMinor: number;
  state: "pending" | "approved";
  approveAfter: Date | null;
  createdAt: number;
  orderId: number | null;
  payoutId: number | null;
  paidBy: number | null;
  level: number;
  couponId: number | null;
};
type Order = {
  id: number;
  placedAt: number;
  total: number;
  refunded: number;
  status: "processing" | "completed" | "cancelled" | "refunded";
  couponId: number | null;
};
type Payout = { id: number; amountMinor: number; state: "requested" | "paid" | "rejected" };

const op = fc.oneof(
  fc.record({
    kind: fc.constant("place" as const),
    total: fc.integer({ min: 0, max: 50_000 }),
    rate: fc.integer({ min: 0, max: 3000 }),
    coupon: fc.option(fc.integer({ min: 1, max: 3 })),
    level: fc.integer({ min: 0, max: 2 }),
  }),
  fc.record({ kind: fc.constant("complete" as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant("refund" as const), pick: fc.nat(), share: fc.integer({ min: 1, max: 100 }) }),
  fc.record({ kind: fc.constant("cancel" as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant("wait" as const), days: fc.integer({ min: 0, max: 20 }) }),
  fc.record({ kind: fc.constant("request" as const), share: fc.integer({ min: 1, max: 100 }) }),
  fc.record({ kind: fc.constant("pay" as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant("reject" as const), pick: fc.nat() }),
);
type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;

const DELAY_DAYS = 14;
const START = Date.parse("2026-01-01T10:00:00Z");

function run(ops: readonly Op[]) {
  let now = START;
  let nextId = 1;
  const entries: Entry[] = [];
  const orders: Order[] = [];
  const payouts: Payout[] = [];
  const add = (e: Omit<Entry, "id" | "paidBy" | "payoutId" | "orderId" | "level" | "couponId"> & Partial<Entry>) =>
    entries.push({ id: nextId++, paidBy: null, payoutId: null, orderId: null, level: 0, couponId: null, ...e });
  const approved = (e: Entry) => isApproved(e, new Date(now));
  const lines = () => figureLines(entries, orders, payouts, now);
  for (const o of ops) {
    if (o.kind === "wait") now += o.days * DAY_MS + 3_600_000;
    if (o.kind === "place") {
      const order: Order = { id: orders.length + 1, placedAt: now, total: o.total, refunded: 0, status: "processing", couponId: o.coupon };
      orders.push(order);
      add({
        kind: "commission",
        amountMinor: Math.floor((o.total * o.rate) / 10_000),
        state: "pending",
        approveAfter: null,
        createdAt: now,
        orderId: order.id,
        level: o.level,
        couponId: o.coupon,
      });
    }
    const order = orders.length ? orders[("pick" in o ? o.pick : 0) % orders.length]! : null;
    if (o.kind === "complete" && order?.status === "processing") {
      order.status = "completed";
      for (const e of entries)
        if (e.orderId === order.id && e.state === "pending" && e.approveAfter === null) e.approveAfter = new Date(now + DELAY_DAYS * DAY_MS);
    }
    const reverse = (refundedTotal: number) => {
      const mine = entries.filter((e) => e.orderId === order!.id);
      const commission = mine.filter((e) => e.kind === "commission");
      const claw = clawbackFor({
        originalMinor: commission.reduce((s, e) => s + e.amountMinor, 0),
        netSoFarMinor: mine.reduce((s, e) => s + e.amountMinor, 0),
        orderTotalMinor: order!.total,
        refundedTotalMinor: refundedTotal,
      });
      if (claw <= 0) return;
      const pending = commission.some((e) => !approved(e));
      const first = commission[0]!;
      add({
        kind: "clawback",
        amountMinor: -claw,
        state: pending ? "pending" : "approved",
        approveAfter: pending ? first.approveAfter : null,
        createdAt: now,
        orderId: order!.id,
        level: first.level,
        couponId: first.couponId,
      });
    };
    if (o.kind === "refund" && order?.status === "completed") {
      order.refunded = Math.min(order.total, order.refunded + Math.ceil((order.total * o.share) / 100));
      if (order.refunded === order.total) order.status = "refunded";
      reverse(order.refunded);
    }
    if (o.kind === "cancel" && order?.status === "processing") {
      order.status = "cancelled";
      reverse(order.total);
    }
    if (o.kind === "request") {
      const available = balanceFigures(lines()).availableMinor;
      const amount = Math.floor((available * o.share) / 100);
      if (amount > 0) {
        const payout: Payout = { id: payouts.length + 1, amountMinor: amount, state: "requested" };
        payouts.push(payout);
        add({ kind: "payout", amountMinor: -amount, state: "approved", approveAfter: null, createdAt: now, payoutId: payout.id });
      }
    }
    const payout = payouts.length ? payouts[("pick" in o ? o.pick : 0) % payouts.length]! : null;
    if (o.kind === "pay" && payout?.state === "requested") {
      const open = entries
        .filter((e) => (e.kind === "commission" || e.kind === "clawback") && e.paidBy === null && approved(e))
        .sort((a, b) => a.createdAt - b.createdAt || a.id - b.id);
      const settlement = settlePayout(open, payout.amountMinor);
      if (settlement.ok) {
        payout.state = "paid";
        for (const e of entries) if (settlement.whole.includes(e.id)) e.paidBy = payout.id;
        if (settlement.split) {
          const split = entries.find((e) => e.id === settlement.split!.id)!;
          split.amountMinor = settlement.split.settledMinor;
          split.paidBy = payout.id;
          entries.push({ ...split, id: nextId++, amountMinor: settlement.split.restMinor, paidBy: null });
        }
      }
    }
    if (o.kind === "reject" && payout?.state === "requested") {
      payout.state = "rejected";
      add({ kind: "payout_return", amountMinor: payout.amountMinor, state: "approved", approveAfter: null, createdAt: now, payoutId: payout.id });
    }
  }
  return { entries, orders, payouts, now, lines: lines() };
}

function figureLines(entries: readonly Entry[], orders: readonly Order[], payouts: readonly Payout[], now: number): FigureLine[] {
  return entries.map((e) => {
    const order = orders.find((o) => o.id === e.orderId);
    const payout = payouts.find((p) => p.id === e.payoutId);
    return {
      kind: e.kind,
      amountMinor: e.amountMinor,
      approved: isApproved(e, new Date(now)),
      settled: e.kind === "commission" || e.kind === "clawback" ? e.paidBy !== null : payout?.state === "paid",
      day: dayOf(new Date(order ? order.placedAt : e.createdAt)),
      level: e.level,
      couponId: e.couponId,
    };
  });
}

const referred = (orders: readonly Order[]): ReferredOrders[] =>
  orders.map((o) => ({
    day: dayOf(new Date(o.placedAt)),
    couponId: o.couponId,
    counted: o.status !== "cancelled" && o.status !== "refunded",
    orders: 1,
    salesMinor: o.status === "cancelled" ? 0 : o.total - o.refunded,
    discountMinor: 0,
  }));

describe("the figures reconcile for any ledger the programme can write", () => {
  it("earned = paid + requested + available + pending; per period unpaid ≤ earned; statements add up to their payout; the chart's totals are the cards'", () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 60 }), (ops) => {
        const { entries, orders, payouts, now, lines } = run(ops);
        const today = dayOf(new Date(now));
        const balance = balanceFigures(lines);
        expect(balance.earnedMinor).toBe(balance.paidMinor + balance.requestedMinor + balance.availableMinor + balance.pendingMinor);
        // The available balance is the old rule too: the sum of every approved entry.
        expect(balance.availableMinor).toBe(entries.filter((e) => isApproved(e, new Date(now))).reduce((s, e) => s + e.amountMinor, 0));
        for (const payout of payouts.filter((p) => p.state === "paid"))
          expect(entries.filter((e) => e.paidBy === payout.id).reduce((s, e) => s + e.amountMinor, 0)).toBe(payout.amountMinor);
        for (const order of orders) {
          const figures = commissionFigures(lines.filter((_, i) => entries[i]!.orderId === order.id));
          expect(figures.earnedMinor).toBeGreaterThanOrEqual(0);
          expect(figures.paidMinor).toBeGreaterThanOrEqual(0);
          expect(figures.unpaidMinor).toBeLessThanOrEqual(figures.earnedMinor);
        }
        for (const period of STATISTICS_PERIODS) {
          const figures = periodCommission(lines, period, today);
          expect(figures.unpaidMinor).toBeLessThanOrEqual(figures.earnedMinor);
          expect(figures.paidMinor).toBeGreaterThanOrEqual(0);
          expect(figures.earnedMinor).toBe(figures.paidMinor + figures.approvedUnpaidMinor + figures.pendingMinor);
          const totals = chartTotals(chartSeries(lines, referred(orders), period, today));
          expect(totals.commissionMinor).toBe(figures.earnedMinor);
          expect(totals.salesMinor).toBe(periodOrders(referred(orders), period, today).salesMinor);
        }
        const all = orderFigures(referred(orders));
        expect([1, 2, 3].reduce((n, id) => n + couponOrderFigures(referred(orders), id).couponUses, 0)).toBe(all.couponUses);
      }),
      { numRuns: 300 },
    );
  });
});
