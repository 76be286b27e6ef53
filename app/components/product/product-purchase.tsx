import type { ProductDetail } from "../../../domain/catalog/types.ts";
import { addToCartAlert, type ProductPageTexts } from "../../../domain/product/product-page-texts.ts";
import type { QuantityState } from "../../hooks/use-quantity.ts";
import { AddToCartButton } from "./add-to-cart-button.tsx";
import { QuantityStepper } from "./quantity-stepper.tsx";

/** A simple product's cart form: quantity and add to cart; out-of-stock products have none. */
export function SimplePurchaseForm({ product, quantity, texts }: { product: ProductDetail; quantity: QuantityState; texts: ProductPageTexts }) {
  if (product.stockStatus === "outofstock") return null;
  return (
    <form method="post" className="cart-form">
      <input type="hidden" name="product_id" value={product.id} />
      <div className="variations-form__add">
        <QuantityStepper {...quantity.field} value={quantity.value} onChange={quantity.setValue} />
        <AddToCartButton state="enabled" onBlockedClick={() => window.alert(addToCartAlert("unavailable", texts) ?? "")} />
      </div>
    </form>
  );
}
