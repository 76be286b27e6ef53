import type { LoadResult } from "../archive/load-run.ts";
import type { CheckoutResult } from "./checkout-run.ts";

/** The cart issue's goals (issue 5, point 13), on the 2-core machine with real PostgreSQL. */
export const GOALS = { addToCartP99Ms: 25 } as const;

export type CartBenchFigures = { addToCart: LoadResult; cartRead: LoadResult; checkout: CheckoutResult };

export type Verdict = { goal: string; measured: string; pass: boolean };

/** Connection errors, timeouts and answers with another status than expected all count as errors. */
export function errorCount(result: LoadResult): number {
  return result.errors + result.unexpectedStatus;
}

export function verdictsFor(figures: CartBenchFigures): Verdict[] {
  const { addToCart, cartRead, checkout } = figures;
  const measuredAdds = addToCart.requests - addToCart.unexpectedStatus > 0;
  return [
    {
      goal: `add to cart p99 <= ${GOALS.addToCartP99Ms} ms`,
      measured: measuredAdds ? `${addToCart.latency.p99.toFixed(1)} ms` : "not measured",
      pass: measuredAdds && addToCart.latency.p99 <= GOALS.addToCartP99Ms,
    },
    { goal: "add to cart without errors", measured: `${errorCount(addToCart)} errors`, pass: addToCart.requests > 0 && errorCount(addToCart) === 0 },
    { goal: "cart reads without errors", measured: `${errorCount(cartRead)} errors`, pass: cartRead.requests > 0 && errorCount(cartRead) === 0 },
    { goal: "checkout without errors", measured: `${checkout.errors} errors`, pass: checkout.orders > 0 && checkout.errors === 0 },
  ];
}
