import { useRouteLoaderData } from "react-router";
import { formatMoney } from "../../domain/money.ts";
import { cartSubtotalNote, PRICES_AS_ENTERED, shownAmount, shownSuffix, type PriceDisplayRules } from "../../domain/tax/display.ts";
import type { TaxClass } from "../../domain/tax/rates.ts";

/** The shop's price display rules from the root loader; prices as entered when the root has no data (an error page). */
export function usePriceDisplay(): PriceDisplayRules {
  const root = useRouteLoaderData("root") as { priceDisplay?: PriceDisplayRules } | undefined;
  return root?.priceDisplay ?? PRICES_AS_ENTERED;
}

/** Shop prices (cards, the product page, quick view, search): each amount shown the shop's way, and the suffix. */
export function useShopPrices() {
  const rules = usePriceDisplay();
  return {
    amount: (minor: number, taxClass?: TaxClass) => shownAmount(minor, taxClass, rules, "shop"),
    suffix: (minor: number, taxClass?: TaxClass) => shownSuffix(minor, taxClass, rules, (amount) => formatMoney(amount)),
  };
}

type CartLineMoney = { unitPrice: number; regularUnitPrice?: number | undefined; lineTotal: number; taxClass?: TaxClass | undefined };

/**
 * Cart prices (cart lines, the mini-cart, the cart subtotal), each shown the cart's way; the subtotal is
 * then the sum of the lines as shown, with a note when that is not how prices were entered.
 */
export function useCartPrices() {
  const rules = usePriceDisplay();
  const amount = (minor: number, taxClass?: TaxClass) => shownAmount(minor, taxClass, rules, "cart");
  const line = <Line extends CartLineMoney>(item: Line): Line => ({
    ...item,
    unitPrice: amount(item.unitPrice, item.taxClass),
    lineTotal: amount(item.lineTotal, item.taxClass),
    ...(item.regularUnitPrice === undefined ? {} : { regularUnitPrice: amount(item.regularUnitPrice, item.taxClass) }),
  });
  return {
    line,
    subtotal: (items: readonly CartLineMoney[], entered: number) =>
      cartSubtotalNote(rules) ? items.reduce((sum, item) => sum + amount(item.lineTotal, item.taxClass), 0) : entered,
    subtotalNote: cartSubtotalNote(rules),
  };
}
