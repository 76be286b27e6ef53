import { formatMoney, formatPriceRange } from "../../../domain/money.ts";
import type { PriceRange } from "../../../domain/catalog/types.ts";

type PriceProps = { price: PriceRange; regularPrice: PriceRange; onSale: boolean; className?: string };

/**
 * A single sale price shows the struck regular price beside it, with words for screen readers (a
 * strike-through is not read out). A price range shows the range only; the sale badge says the rest.
 */
export function Price({ price, regularPrice, onSale, className = "" }: PriceProps) {
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
      </p>
    );
  }
  return <p className={`price ${className}`}>{formatPriceRange(price)}</p>;
}
