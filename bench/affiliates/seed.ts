/**
 * The bench's data, as SQL: a top affiliate with a network of 100 below on three levels (5, 25, 70), the
 * top's 10,000 orders over a year (a third by coupon), 100 orders for each affiliate below, and the ledger
 * they make: every order's commission, each tier's share up to the top, a clawback on every 50th, payouts.
 */
import { sql, type SQL } from "drizzle-orm";

export const NETWORK = { level1: 5, level2: 25, level3: 70 } as const;
export const TOP_ORDERS = 10_000;
export const NETWORK_ORDERS_EACH = 100;

export function seedAffiliateBenchSql(): SQL[] {
  const below = NETWORK.level1 + NETWORK.level2 + NETWORK.level3;
  return [
    sql`insert into customers (email, first_name, last_name, display_name)
        select 'bench' || n || '@example.com', 'Bench', 'Affiliate ' || n, 'Bench Affiliate ' || n from generate_series(0, ${below}) n`,
    // Affiliate n has customer n (ids in insertion order); 0 is the top.
    sql`insert into affiliates (customer_id, status, referral_code, parent_id)
        select c.id, 'approved', 'bench-' || (c.id - min(c.id) over ()), null from customers c where c.email like 'bench%@example.com' order by c.id`,
    sql`with a as (select id, row_number() over (order by id) - 1 as n from affiliates where referral_code like 'bench-%')
        update affiliates f set parent_id = (
          select p.id from a p where p.n = case
            when a.n between 1 and ${NETWORK.level1} then 0
            when a.n between ${NETWORK.level1 + 1} and ${NETWORK.level1 + NETWORK.level2} then 1 + (a.n - ${NETWORK.level1 + 1}) % ${NETWORK.level1}
            else ${NETWORK.level1 + 1} + (a.n - ${NETWORK.level1 + NETWORK.level2 + 1}) % ${NETWORK.level2} end)
        from a where a.id = f.id and a.n > 0`,
    sql`insert into coupons (code, type, amount) select 'benchtop' || n, 'percent', 1000 from generate_series(1, 3) n`,
    sql`insert into affiliate_coupons (coupon_id, affiliate_id)
        select c.id, (select id from affiliates where referral_code = 'bench-0') from coupons c where c.code like 'benchtop%'`,
    // Orders: the top's, then each network affiliate's.
    sql`insert into orders (number, status, email, billing_address, shipping_address, subtotal, discount_total, shipping_total, tax_total, total,
                            prices_include_tax, key, idempotency_key, created_at)
        select 'b' || n, case when n % 50 = 0 then 'refunded' else 'completed' end::order_status, 'shopper' || (n % 500) || '@example.com',
               '{}'::jsonb, '{}'::jsonb, 5000 + (n % 97) * 100, 500, 495, 0, 5000 + (n % 97) * 100 - 500 + 495, true,
               'bench-key-' || n, 'bench-order-' || n, now() - ((n % 365) || ' days')::interval - ((n % 24) || ' hours')::interval
        from generate_series(1, ${TOP_ORDERS + below * NETWORK_ORDERS_EACH}) n`,
    sql`insert into order_attributions (order_id, affiliate_id, signal, reason, coupon_id, placed_at, sales_minor, discount_minor)
        select o.id, a.id, case when n % 3 = 0 then 'coupon' else 'link' end::attribution_signal,
               case when n % 3 = 0 then 'Coupon BENCHTOP1 was used' else 'Arrived through the referral link 2 days before' end,
               case when n % 3 = 0 and a.referral_code = 'bench-0' then (select min(id) from coupons where code like 'benchtop%') end, o.created_at,
               case when o.refunded then 0 else o.total end, o.discount_total
        from (select id, created_at, total, discount_total, status = 'refunded' as refunded, substring(idempotency_key from 13)::int as n from orders where idempotency_key like 'bench-order-%') o
        join affiliates a on a.referral_code = 'bench-' || case when o.n <= ${TOP_ORDERS} then 0 else 1 + (o.n - ${TOP_ORDERS} - 1) / ${NETWORK_ORDERS_EACH} end`,
    // Level 0 commission (10 % of the net), then each parent's share up to three levels (20 %, 10 %, 5 %).
    sql`insert into commission_entries (affiliate_id, order_id, kind, level, amount_minor, state, approve_after, signal, reason, created_at, source_affiliate_id, coupon_id)
        select oa.affiliate_id, oa.order_id, 'commission', 0, (o.subtotal - o.discount_total) / 10,
               'pending', o.created_at + interval '16 days', oa.signal, oa.reason, oa.placed_at, oa.affiliate_id, oa.coupon_id
        from order_attributions oa join orders o on o.id = oa.order_id where o.idempotency_key like 'bench-order-%'`,
    sql`with recursive up as (
          select e.order_id, e.amount_minor as direct, a.parent_id as affiliate_id, 1 as level, e.signal, e.created_at, e.source_affiliate_id
          from commission_entries e join affiliates a on a.id = e.affiliate_id where e.level = 0 and a.parent_id is not null and a.referral_code like 'bench-%'
          union all
          select up.order_id, up.direct, a.parent_id, up.level + 1, up.signal, up.created_at, up.source_affiliate_id from up join affiliates a on a.id = up.affiliate_id
          where a.parent_id is not null and up.level < 3)
        insert into commission_entries (affiliate_id, order_id, kind, level, amount_minor, state, approve_after, signal, reason, created_at, source_affiliate_id)
        select affiliate_id, order_id, 'commission', level, direct * (case level when 1 then 20 when 2 then 10 else 5 end) / 100,
               'pending', created_at + interval '16 days', signal, 'Level share', created_at, source_affiliate_id from up`,
    sql`insert into commission_entries (affiliate_id, order_id, kind, level, amount_minor, state, signal, reason, created_at, source_affiliate_id, coupon_id)
        select e.affiliate_id, e.order_id, 'clawback', e.level, -e.amount_minor, 'approved', e.signal, 'Refund', e.created_at + interval '3 days',
               e.source_affiliate_id, e.coupon_id
        from commission_entries e join orders o on o.id = e.order_id where o.status = 'refunded' and e.kind = 'commission'`,
    sql`insert into affiliate_payouts (affiliate_id, type, amount_minor, state, requested_at)
        select (select id from affiliates where referral_code = 'bench-0'), 'banktransfer', 10000, 'paid', now() - (n || ' days')::interval from generate_series(1, 24) n`,
  ];
}
