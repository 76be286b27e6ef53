import { Link, useLocation } from "react-router";
import type { ProductCard } from "../../../domain/catalog/types.ts";
import { cardPurchase } from "../../../domain/shell/theme-settings.ts";
import { useAddToCart } from "../../hooks/use-add-to-cart.ts";
import { useHydrated } from "../../hooks/use-hydrated.ts";
import { useThemeSettings } from "../../hooks/use-theme-settings.ts";
import { CARD_PRODUCT_FIELD, CART_ADD_PATH, RETURN_FIELD } from "../../lib/cart-notice.ts";
import { QuickView } from "./quick-view.tsx";

const ADD_LABELS = { idle: "Add to cart", loading: "Adding…", added: "Added" } as const;
/** The button's accessible name carries the product's (and never reads as the product page's own "Add to cart"). */
const ADD_NAMES = { idle: "Add “{name}” to cart", loading: "Adding “{name}” to cart", added: "Added “{name}” to cart" } as const;

/**
 * A card's way to buy (domain/shell/theme-settings.ts `cardPurchase`): add to cart in place for a simple
 * product in stock, "Select options" (and the quick view) for a variable one, "View products" for a grouped
 * one, "Read more" when it is sold out.
 */
export function CardPurchase({ product, noticeId }: { product: ProductCard; noticeId?: string | undefined }) {
  const { shop_quick_view_enable: quickView } = useThemeSettings();
  const offer = cardPurchase(product, quickView);
  const page = `/product/${product.slug}`;
  const label = (text: string) => ({ "aria-label": `${text}: ${product.name}` });
  if (offer.kind === "add") return <CardAddToCart product={product} noticeId={noticeId} />;
  if (offer.kind === "read-more")
    return (
      <div className="product-card__actions">
        <Link to={page} className="button button--ghost button--small product-card__action" {...label("Read more")}>
          Read more
        </Link>
      </div>
    );
  return (
    <div className="product-card__actions">
      <Link
        to={page}
        className="button button--ghost button--small product-card__action"
        {...label(offer.kind === "options" ? "Select options" : "View products")}
      >
        {offer.kind === "options" ? "Select options" : "View products"}
      </Link>
      {offer.kind === "options" && offer.quickView && <QuickViewButton product={product} />}
    </div>
  );
}

/** The quick view needs JavaScript: without it the card offers the product page only. */
function QuickViewButton({ product }: { product: ProductCard }) {
  return useHydrated() ? <QuickView product={product} /> : null;
}

/**
 * A real form to the listings' add to cart (one of the product), so it works before and without JavaScript; with it
 * the add runs in place through the product page's hook: the same states, header count, drawer and alert.
 * Without JavaScript it comes back to this page at the grid's notice (`noticeId`), so the outcome is in view.
 */
function CardAddToCart({ product, noticeId }: { product: ProductCard; noticeId?: string | undefined }) {
  const { phase, submit } = useAddToCart({ action: CART_ADD_PATH });
  const location = useLocation();
  const busy = phase === "loading";
  return (
    <form method="post" action={CART_ADD_PATH} className="product-card__actions product-card__cart-form">
      <input type="hidden" name={CARD_PRODUCT_FIELD} value={product.id} />
      <input type="hidden" name={RETURN_FIELD} value={`${location.pathname}${location.search}${noticeId ? `#${noticeId}` : ""}`} />
      <button
        type="submit"
        name="intent"
        value="add-to-cart"
        className={`button button--primary button--small product-card__action product-card__add${busy ? " loading" : ""}${phase === "added" ? " added" : ""}`}
        aria-label={ADD_NAMES[phase].replace("{name}", product.name)}
        aria-busy={busy || undefined}
        data-state={phase}
        onClick={submit}
      >
        {ADD_LABELS[phase]}
      </button>
    </form>
  );
}
