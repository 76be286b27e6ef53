import { useEffect, useState } from "react";
import { Link } from "react-router";
import { formatMoney } from "../../../domain/money.ts";
import { QuantityStepper } from "../product/quantity-stepper.tsx";
import { ProductImage } from "../catalog/product-image.tsx";
import { quantityFieldName, type CartLineView } from "../../lib/cart-view.ts";

export const REMOVE_FORM_ID = "cart-remove-form";

type CartLineProps = { item: CartLineView; onQuantity: (key: string, value: number) => void };

/** One row: picture, name and options, unit price, the quantity stepper, line total and remove. */
export function CartLine({ item, onQuantity }: CartLineProps) {
  const [value, setValue] = useState(item.quantity);
  useEffect(() => setValue(item.quantity), [item.quantity]);
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
        {formatMoney(item.unitPrice)}
      </td>
      <td className="cart-line__quantity" data-title="Quantity">
        {item.soldIndividually ? (
          <>
            1<input type="hidden" name={quantityFieldName(item.key)} value="1" />
          </>
        ) : (
          <QuantityStepper
            name={quantityFieldName(item.key)}
            label={`Quantity of ${item.name}`}
            min={Math.max(item.minQuantity, 1)}
            max={item.maxQuantity}
            value={value}
            onChange={(next) => {
              setValue(next);
              onQuantity(item.key, next);
            }}
          />
        )}
      </td>
      <td className="cart-line__total" data-title="Subtotal">
        {formatMoney(item.lineTotal)}
      </td>
      <td className="cart-line__remove">
        <button type="submit" form={REMOVE_FORM_ID} name="key" value={item.key} className="link-button" aria-label={`Remove ${item.name} from cart`}>
          Remove
        </button>
      </td>
    </tr>
  );
}
