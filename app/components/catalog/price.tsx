import { formatMoney, formatPriceRange } from "../../../domain/money.ts";
import type { PriceRange } from "../../../domain/catalog/types.ts";
import type { TaxClass } from "../../../domain/tax/rates.ts";
import { useShopPrices } from "../../hooks/use-price-display.ts";

type PriceProps = { price: PriceRange; regularPrice: PriceRange; onSale: boolean; taxClass?: TaxClass | undefined; className?: string };

/**
 * A shop price, with or without tax as the shop shows prices, and the shop's suffix after it. A single sale
 * price shows the struck regular price beside it, with words for screen readers (a strike-through is not
 * read out). A price range shows the range only; the sale badge says the rest.
 */
export function Price({ price: entered, regularPrice: enteredRegular, onSale, taxClass, className = "" }: PriceProps) {
  const shop = useShopPrices();
  const shown = (range: PriceRange) => ({ min: shop.amount(range.min, taxClass), max: shop.amount(range.max, taxClass) });
  const price = shown(entered);
  const regularPrice = shown(enteredRegular);
  const suffixText = shop.suffix(entered.min, taxClass);
  const suffix = suffixText && <small className="price__suffix"> {suffixText}</small>;
  const single = price.min === price.max && regularPrice.min === regularPrice.max;
  if (onSale && single && regularPrice.min > price.min) {
    return (
      <p className={`price price--sale ${className}`}>
        <del>
          <span className="visually-hidden">Original price was: </span>
          {formatMoney(regularPrice.min)}
        </del>{" "}
        <ins>
          <span className="visually-hidden">Current price is: </span>
          {formatMoney(price.min)}
        </ins>
        {suffix}
      </p>
    );
  }
  return (
    <p className={`price ${className}`}>
      {formatPriceRange(price)}
      {suffix}
    </p>
  );
}
