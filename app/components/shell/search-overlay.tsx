import { useId, useRef, useState, type KeyboardEvent, type MouseEvent } from "react";
import { Form, Link } from "react-router";
import { formatPriceRange } from "../../../domain/money.ts";
import { nextActiveOption } from "../../../domain/shell/live-search.ts";
import type { SearchStyle } from "../../../domain/shell/header-settings.ts";
import { useLiveSearch, type LiveResults } from "../../hooks/use-live-search.ts";
import { SearchIcon } from "../ui/icons.tsx";
import { useShopPrices } from "../../hooks/use-price-display.ts";

type OverlayStyle = Exclude<SearchStyle, "inline">;

/**
 * The header's search icon and the overlay it opens (S-1-15, S-4-69): a header-cover box, a slide-out box
 * or a full-screen form (S-2-29…S-2-31, the `header` settings). The overlay is a modal <dialog>: Escape
 * (S-4-71) and the close button (S-4-70) close it and the focus goes back to the icon. Without JavaScript
 * the icon is a link to the search page. It opens empty, whatever page it opens over (the search page
 * keeps its terms in its own field).
 */
export function SearchOverlay({ style }: { style: OverlayStyle }) {
  const dialog = useRef<HTMLDialogElement>(null);
  // Each opening starts an empty form (no terms from before, so no results until the shopper types): the
  // form is replaced as the overlay closes, so the field the dialog focuses when it opens is the new one.
  const [closings, setClosings] = useState(0);
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    dialog.current?.showModal();
  };
  const close = () => dialog.current?.close();
  return (
    <>
      <a href="/search" className="header-action header-action--search" aria-label="Search" aria-haspopup="dialog" onClick={open} data-replay-click="">
        <SearchIcon />
      </a>
      <dialog
        ref={dialog}
        className={`search-overlay search-overlay--${style}`}
        aria-label="Search the shop"
        data-search-style={style}
        onClose={() => setClosings((count) => count + 1)}
      >
        <div className="search-overlay__box">
          <LiveSearchForm key={closings} onLeave={close} />
          <button type="button" className="search-overlay__close" onClick={close}>
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">Close search</span>
          </button>
        </div>
      </dialog>
    </>
  );
}

/**
 * The overlay's form: a GET to /search (Enter searches), with products and categories listed as the
 * shopper types. The arrow keys move from the field into the results and between them; Enter on one opens
 * it (it is a link).
 */
function LiveSearchForm({ onLeave }: { onLeave: () => void }) {
  const id = useId();
  const [typed, setTyped] = useState("");
  const results = useLiveSearch(typed);
  const list = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // Escape closes the overlay at once (S-4-71), even where a search field would first clear itself.
    if (event.key === "Escape") {
      event.preventDefault();
      onLeave();
      return;
    }
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    const links = [...(list.current?.querySelectorAll<HTMLAnchorElement>("a[data-live-result]") ?? [])];
    if (links.length === 0) return;
    event.preventDefault();
    const field = document.getElementById(id);
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    const next = nextActiveOption(at, links.length, event.key);
    (next === -1 ? field : links[next])?.focus();
  };

  return (
    <div className="live-search" onKeyDown={onKeyDown}>
      <Form method="get" action="/search" role="search" aria-label="Search products" className="search-form search-overlay__form" onSubmit={onLeave}>
        <label htmlFor={id} className="visually-hidden">
          Search products
        </label>
        <div className="search-form__row">
          <input
            id={id}
            className="search-form__input"
            type="search"
            name="q"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            placeholder="Search products, SKUs…"
            autoComplete="off"
            enterKeyHint="search"
            aria-describedby={`${id}-status`}
          />
          <button type="submit" className="search-form__button">
            <SearchIcon />
            <span className="visually-hidden">Search</span>
          </button>
        </div>
      </Form>
      <div ref={list}>
        <LiveResultList results={results} onLeave={onLeave} statusId={`${id}-status`} />
      </div>
    </div>
  );
}

function LiveResultList({ results, onLeave, statusId }: { results: LiveResults | null; onLeave: () => void; statusId: string }) {
  const shop = useShopPrices();
  const count = results ? results.products.length + results.categories.length : 0;
  return (
    <>
      <p id={statusId} className="visually-hidden" role="status">
        {results === null
          ? ""
          : count === 0
            ? `Nothing matches “${results.terms}”.`
            : `${count} ${count === 1 ? "suggestion" : "suggestions"}; use the down arrow to reach them.`}
      </p>
      {results && count === 0 && <p className="live-search__empty">No products or categories match “{results.terms}”. Press Enter to search everything.</p>}
      {results && results.categories.length > 0 && (
        <section className="live-search__group" aria-label="Categories">
          <h2 className="live-search__heading">Categories</h2>
          <ul className="live-search__list">
            {results.categories.map((category) => (
              <li key={category.slug}>
                <Link to={`/category/${category.slug}`} className="live-search__item live-search__item--category" onClick={onLeave} data-live-result="">
                  <span className="live-search__name">{category.name}</span>
                  <span className="live-search__meta">
                    {category.productCount} {category.productCount === 1 ? "product" : "products"}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {results && results.products.length > 0 && (
        <section className="live-search__group" aria-label="Products">
          <h2 className="live-search__heading">Products</h2>
          <ul className="live-search__list">
            {results.products.map((product) => (
              <li key={product.slug}>
                <Link to={`/product/${product.slug}`} className="live-search__item" onClick={onLeave} data-live-result="">
                  {product.image ? (
                    <img src={thumbnailOf(product.image)} alt="" width={48} height={48} className="live-search__image" />
                  ) : (
                    <span className="live-search__image" />
                  )}
                  <span className="live-search__name">{product.name}</span>
                  <span className="live-search__meta">
                    {formatPriceRange({ min: shop.amount(product.price.min, product.taxClass), max: shop.amount(product.price.max, product.taxClass) })}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <Link to={`/search?q=${encodeURIComponent(results.terms)}`} className="live-search__all" onClick={onLeave} data-live-result="">
            See all results for “{results.terms}”
          </Link>
        </section>
      )}
    </>
  );
}

/** The smallest rendition that is still sharp at 48 px on a 2x screen. */
function thumbnailOf(image: NonNullable<LiveResults["products"][number]["image"]>): string {
  const sharp = (image.srcset ?? []).filter((candidate) => candidate.width >= 96).sort((a, b) => a.width - b.width);
  return sharp[0]?.url ?? image.src;
}
