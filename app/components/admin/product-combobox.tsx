import { type KeyboardEvent, useEffect, useState } from "react";
import { useFetcher } from "react-router";

export type ProductOption = { id: number; name: string; sku?: string | null };

type Props = {
  /** The text field's id: the field's label points at it. */
  id: string;
  /** The form field that posts the chosen product's id. */
  name: string;
  /** The chosen product's id as posted ("" for none). */
  value: string;
  /** The chosen product, when its name is known. */
  selected: ProductOption | null;
  /** Where products are searched: answers `{ products }` for `?q=`. */
  searchUrl: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
};

/** Fewer characters than this search nothing (the search answers none either). */
const SEARCH_MIN = 2;
/** A short pause so one request goes per word, not per key. */
const SEARCH_DELAY_MS = 250;

const optionLabel = (product: ProductOption) => (product.sku ? `${product.name} (${product.sku})` : product.name);

/**
 * Chooses one product of any number by searching its name or SKU: an editable combobox with a list
 * popup (WAI-ARIA combobox pattern). Typing two characters or more lists the matches; Down and Up move
 * through them, Enter or a click chooses, Escape closes the list (and, closed, puts back the chosen
 * name). What was typed but not chosen is never posted: the hidden field keeps the chosen id, and the
 * text goes back to its name when the field is left. Without JavaScript the form posts the id the page
 * was rendered with, so a save leaves the choice as it was.
 */
export function ProductCombobox({ id, name, value, selected, searchUrl, ...described }: Props) {
  // The field shows the chosen product's name; the list shows each match's SKU beside it as well.
  const [chosen, setChosen] = useState({ id: value, label: selected ? selected.name : value });
  const [text, setText] = useState(chosen.label);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const fetcher = useFetcher<{ products: ProductOption[] }>();
  const { load } = fetcher;
  const query = text.trim();
  const searching = open && query.length >= SEARCH_MIN && query !== chosen.label;

  useEffect(() => {
    if (!searching) return;
    const timer = setTimeout(() => void load(`${searchUrl}?q=${encodeURIComponent(query)}`), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searching, query, searchUrl, load]);

  const options = searching ? (fetcher.data?.products ?? []) : [];
  const expanded = options.length > 0;
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const choose = (product: ProductOption) => {
    setChosen({ id: String(product.id), label: product.name });
    setText(product.name);
    setOpen(false);
    setActive(-1);
  };
  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!open) setOpen(true);
      if (options.length === 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((index) => (index < 0 ? (step > 0 ? 0 : options.length - 1) : (index + step + options.length) % options.length));
    } else if (event.key === "Enter" && expanded) {
      // Choosing from the list, not sending the form.
      event.preventDefault();
      if (active >= 0 && active < options.length) choose(options[active]!);
    } else if (event.key === "Escape") {
      if (expanded) {
        event.preventDefault();
        close();
      } else if (text !== chosen.label) {
        event.preventDefault();
        setText(chosen.label);
      }
    }
  };

  const found = searching && fetcher.state === "idle" && fetcher.data ? fetcher.data.products.length : null;
  return (
    <div className="product-combobox">
      <input type="hidden" name={name} value={chosen.id} />
      <input
        id={id}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        maxLength={100}
        placeholder="Type a product's name or SKU"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          close();
          setText(chosen.label);
        }}
        {...described}
      />
      <ul id={listboxId} role="listbox" aria-label="Products found" className="product-combobox__list" hidden={!expanded}>
        {options.map((product, index) => (
          <li
            key={product.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className="product-combobox__option"
            // The field keeps the focus: a click chooses instead of leaving the field first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(product)}
          >
            {optionLabel(product)}
          </li>
        ))}
      </ul>
      <p aria-live="polite" className="visually-hidden">
        {found === null ? "" : found === 0 ? "No product found" : `${found} ${found === 1 ? "product" : "products"} found`}
      </p>
    </div>
  );
}
