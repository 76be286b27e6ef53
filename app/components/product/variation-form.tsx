import { useRef, type MouseEvent } from "react";
import type { ProductDetail } from "../../../domain/catalog/types.ts";
import { addToCartAlert, type ProductPageTexts } from "../../../domain/product/product-page-texts.ts";
import type { SwatchOptions } from "../../../domain/product/swatch-options.ts";
import type { VariationFormState } from "../../hooks/use-variation-form.ts";
import { useHydrated } from "../../hooks/use-hydrated.ts";
import { AddToCartButton } from "./add-to-cart-button.tsx";
import { QuantityStepper } from "./quantity-stepper.tsx";
import { DefaultSubmit } from "../ui/default-submit.tsx";
import { PRODUCT_QUANTITY_ID } from "../../lib/quantity-step.ts";
import { selectId, SWATCH_TYPES, VariationAttribute } from "./variation-attribute.tsx";
import type { QuantityState } from "../../hooks/use-quantity.ts";

type VariationFormProps = {
  product: ProductDetail;
  state: VariationFormState;
  quantity: QuantityState;
  texts: ProductPageTexts;
  swatchOptions: SwatchOptions;
  /** Where the form posts when it is not the product page's own form (the quick view: CART_ADD_PATH). */
  action?: string;
  /** The selects' id prefix when this is not the product page's own form, so no id is on the page twice. */
  idPrefix?: string;
};

/**
 * The variable product's cart form: a select per variation attribute (with swatches over it once the page
 * runs JavaScript), the reset link, the no-match notice, quantity and add to cart.
 */
export function VariationForm({ product, state, quantity, texts, swatchOptions, action, idPrefix }: VariationFormProps) {
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const variationAttributes = product.attributes.filter((a) => a.usedForVariations);
  const { view, form } = state;
  const button = hydrated ? view.button : "enabled";

  const onReset = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const focus = state.reset(texts.selectionReset);
    if (focus === null) return;
    const attribute = variationAttributes.find((a) => a.slug === focus);
    const swatchFirst = attribute && SWATCH_TYPES.has(attribute.swatchType);
    // Swatch attributes keep their select hidden, so focus goes to the swatch group's first item instead.
    requestAnimationFrame(() => {
      const target = swatchFirst
        ? formRef.current?.querySelector<HTMLElement>(`[aria-labelledby="${selectId(focus, idPrefix)}-label"] [tabindex="0"]`)
        : formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(selectId(focus, idPrefix))}`);
      target?.focus();
    });
  };

  return (
    <form
      ref={formRef}
      method="post"
      action={action}
      className={`variations-form${state.busy ? " is-busy" : ""}`}
      aria-busy={state.busy || undefined}
      data-product_id={product.id}
    >
      <DefaultSubmit name="intent" value="add-to-cart" />
      <input type="hidden" name="product_id" value={product.id} />
      <input type="hidden" name="variation_id" value={form.variationId ?? ""} />
      <div className="variations">
        {variationAttributes.map((attribute) => (
          <VariationAttribute
            key={attribute.slug}
            attribute={attribute}
            attributeSlugs={state.attributeSlugs}
            selection={form.selection}
            options={state.options.find((o) => o.attribute === attribute.slug)}
            combinations={state.combinations}
            swatchOptions={swatchOptions}
            hydrated={hydrated}
            onChoose={(term) => state.choose(attribute.slug, term)}
            onSelection={state.setSelection}
            idPrefix={idPrefix}
          />
        ))}
        {hydrated && view.resetVisible && (
          <a href="#" className="reset-variations" onClick={onReset}>
            Clear
          </a>
        )}
      </div>
      <p className="visually-hidden" aria-live="polite" role="status">
        {state.announcement}
      </p>
      {hydrated && form.noMatchNotice && (
        <p className="notice notice--info variations-form__notice" role="alert">
          {texts.noMatchingVariations}
        </p>
      )}
      <div className="variations-form__add">
        <QuantityStepper {...quantity.field} id={action === undefined ? PRODUCT_QUANTITY_ID : undefined} value={quantity.value} onChange={quantity.setValue} />
        <AddToCartButton
          state={button}
          action={action}
          productName={action ? product.name : undefined}
          onBlockedClick={() => {
            const alert = addToCartAlert(button, texts);
            if (alert) window.alert(alert);
          }}
        />
      </div>
    </form>
  );
}
