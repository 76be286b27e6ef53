import { Link } from "react-router";
import type { OrderAttributionView } from "../../../../domain/affiliates/attribution.ts";

const SIGNAL_WORDS = { coupon: "Affiliate coupon", link: "Referral link", none: "None" } as const;

/**
 * Which signal credited the order to an affiliate (decision 0018: the coupon beats the link), recorded at
 * checkout: the affiliate, linked to their admin page, the signal and the reason in words.
 */
export function OrderAttribution({ attribution }: { attribution: OrderAttributionView | null }) {
  return (
    <section className="admin-card" aria-labelledby="order-attribution">
      <h2 id="order-attribution">Affiliate</h2>
      {attribution === null ? (
        <p className="admin-muted">No attribution was recorded for this order.</p>
      ) : (
        <dl className="orders-attribution">
          <dt>Affiliate</dt>
          <dd>
            {attribution.affiliate ? (
              <Link to={`/admin/affiliates/${attribution.affiliate.id}`}>
                {attribution.affiliate.name} ({attribution.affiliate.referralCode})
              </Link>
            ) : (
              "None"
            )}
          </dd>
          <dt>Signal</dt>
          <dd data-signal={attribution.signal}>
            {SIGNAL_WORDS[attribution.signal]}
            {attribution.signal === "coupon" && attribution.couponCode ? ` (${attribution.couponCode})` : ""}
          </dd>
          <dt>Reason</dt>
          <dd>{attribution.reason}</dd>
        </dl>
      )}
    </section>
  );
}
