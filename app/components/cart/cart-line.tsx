import { useEffect, useState } from "react";
import { Link } from "react-router";
import { lineSale, quantityAskedFor, quantityLimitMessage } from "../../../domain/cart/line-limits.ts";
import { formatMoney } from "../../../domain/money.ts";
import { useCartPrices } from "../../hooks/use-price-display.ts";
import { QuantityStepper } from "../product/quantity-stepper.tsx";
import { ProductImage } from "../catalog/product-image.tsx";
import { quantityFieldId, quantityFieldName, quantityStepFieldName, type CartLineView } from "../../lib/cart-view.ts";

export const REMOVE_FORM_ID = "cart-remove-form";

type CartLineProps = {
  item: CartLineView;
  onQuantity: (key: string, value: number) => void;
  /** Why a step of this line posted without JavaScript was held at a limit, to tell as a click's would be. */
  limitNotice?: string | null;
};

/** One row: picture, name and options, unit price, the quantity stepper, line total and remove. */
export function CartLine({ item, onQuantity, limitNotice = null }: CartLineProps) {
  const [value, setValue] = useState(item.quantity);
  const [limitMessage, setLimitMessage] = useState<string | null>(limitNotice);
  useEffect(() => setValue(item.quantity), [item.quantity]);
  const shown = useCartPrices().line(item);
  const sale = lineSale(shown);
  return (
    <tr className="cart-line" data-key={item.key}>
      <td className="cart-line__image">
        <ProductImage image={item.image} sizes="80px" loading="lazy" alt="" />
      </td>
      <td className="cart-line__name">
        <Link to={`/product/${item.slug}`}>{item.name}</Link>
        {item.attributes.length > 0 && (
          <dl className="cart-line__attributes">
            {item.attributes.map((a) => (
              <div key={a.name}>
                <dt>{a.name}:</dt> <dd>{a.value}</dd>
              </div>
            ))}
          </dl>
        )}
      </td>
      <td className="cart-line__price" data-title="Price">
        <LinePrice unitPrice={shown.unitPrice} regularUnitPrice={sale?.regularUnitPrice ?? null} />
      </td>
      <td className="cart-line__quantity" data-title="Quantity">
        {item.soldIndividually ? (
          <>
            1<input type="hidden" name={quantityFieldName(item.key)} value="1" />
          </>
        ) : (
          <QuantityStepper
            name={quantityFieldName(item.key)}
            id={quantityFieldId(item.key)}
            stepName={quantityStepFieldName(item.key)}
            label={`Quantity of ${item.name}`}
            min={Math.max(item.minQuantity, 1)}
            max={item.maxQuantity}
            value={value}
            onChange={(next) => {
              const refusal = quantityLimitMessage(quantityAskedFor(value, next, item.maxQuantity), item);
              setLimitMessage(refusal);
              setValue(next);
              if (!refusal) onQuantity(item.key, next);
            }}
          />
        )}
        {/* Always in the page, so screen readers announce the reason when it appears. */}
        <p className="cart-line__limit" role="status">
          {limitMessage}
        </p>
      </td>
      <td className="cart-line__total" data-title="Subtotal">
        {formatMoney(shown.lineTotal)}
        {sale && <SaveBadge saving={sale.saving} />}
      </td>
      <td className="cart-line__remove">
        <button type="submit" form={REMOVE_FORM_ID} name="key" value={item.key} className="link-button" aria-label={`Remove ${item.name} from cart`}>
          Remove
        </button>
      </td>
    </tr>
  );
}

/** The unit price; on sale, the regular price struck out before it. */
export function LinePrice({ unitPrice, regularUnitPrice }: { unitPrice: number; regularUnitPrice: number | null }) {
  if (regularUnitPrice === null) return <>{formatMoney(unitPrice)}</>;
  return (
    <span className="line-price">
      <del>
        <span className="visually-hidden">Original price was: </span>
        {formatMoney(regularUnitPrice)}
      </del>{" "}
      <ins>
        <span className="visually-hidden">Current price is: </span>
        {formatMoney(unitPrice)}
      </ins>
    </span>
  );
}

/** What the sale saves on the whole line. */
export function SaveBadge({ saving }: { saving: number }) {
  return <span className="badge badge--sale badge--saving">Save {formatMoney(saving)}</span>;
}
