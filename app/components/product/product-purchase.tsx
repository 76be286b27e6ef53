import { Link } from "react-router";
import type { ProductDetail } from "../../../domain/catalog/types.ts";
import { addToCartAlert, type ProductPageTexts } from "../../../domain/product/product-page-texts.ts";
import type { QuantityState } from "../../hooks/use-quantity.ts";
import { AddToCartButton } from "./add-to-cart-button.tsx";
import { Price } from "../catalog/price.tsx";
import { StockStatus } from "../catalog/stock-status.tsx";
import { QuantityStepper } from "./quantity-stepper.tsx";
import { DefaultSubmit } from "../ui/default-submit.tsx";
import { PRODUCT_QUANTITY_ID } from "../../lib/quantity-step.ts";

/** A simple product's cart form: quantity and add to cart; out-of-stock products have none. */
export function SimplePurchaseForm({ product, quantity, texts }: { product: ProductDetail; quantity: QuantityState; texts: ProductPageTexts }) {
  if (product.stockStatus === "outofstock") return null;
  return (
    <form method="post" className="cart-form">
      <DefaultSubmit name="intent" value="add-to-cart" />
      <input type="hidden" name="product_id" value={product.id} />
      <div className="variations-form__add">
        <QuantityStepper {...quantity.field} id={PRODUCT_QUANTITY_ID} value={quantity.value} onChange={quantity.setValue} />
        <AddToCartButton state="enabled" onBlockedClick={() => window.alert(addToCartAlert("unavailable", texts) ?? "")} />
      </div>
    </form>
  );
}

/**
 * A grouped product's cart form: a quantity per child (`quantity[<id>]`, 0 to skip it) and one add to cart
 * for all of them. Children that are sold out are listed without a field.
 */
export function GroupedPurchaseForm({ product }: { product: ProductDetail }) {
  const buyable = product.children.filter((child) => child.stockStatus !== "outofstock");
  if (buyable.length === 0) return null;
  return (
    <form method="post" className="cart-form grouped-form">
      <input type="hidden" name="product_id" value={product.id} />
      <table className="grouped-form__items">
        <caption className="visually-hidden">Choose how many of each</caption>
        <tbody>
          {product.children.map((child) => (
            <tr key={child.id}>
              <td>
                {child.stockStatus === "outofstock" ? (
                  <StockStatus status={child.stockStatus} />
                ) : (
                  <input
                    className="field-input grouped-form__quantity"
                    type="number"
                    name={`quantity[${child.id}]`}
                    min={0}
                    step={1}
                    defaultValue={0}
                    inputMode="numeric"
                    aria-label={`Quantity of ${child.name}`}
                  />
                )}
              </td>
              <th scope="row">
                <Link to={`/product/${child.slug}`}>{child.name}</Link>
              </th>
              <td>
                <Price price={child.price} regularPrice={child.regularPrice} onSale={child.onSale} taxClass={child.taxClass} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="variations-form__add">
        <AddToCartButton state="enabled" buyNow={false} onBlockedClick={() => undefined} />
      </div>
    </form>
  );
}
