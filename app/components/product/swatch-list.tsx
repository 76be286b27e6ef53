import { srcsetAttribute } from "../../../domain/catalog/image.ts";
import { useRef, useState, type KeyboardEvent } from "react";
import type { ProductAttributeDetail } from "../../../domain/catalog/types.ts";
import { keyActivatesSwatch, limitSwatchItems, type SwatchItemState } from "../../../domain/product/swatches.ts";

type SwatchListProps = {
  attribute: ProductAttributeDetail;
  labelId: string;
  items: SwatchItemState[];
  /** Stock left to show on an item, by term. */
  badges: Record<string, number | null>;
  displayLimit: number;
  onActivate: (item: SwatchItemState) => void;
};

const NEXT_KEYS = new Set(["ArrowRight", "ArrowDown"]);
const PREVIOUS_KEYS = new Set(["ArrowLeft", "ArrowUp"]);

/** An accessible radio group of colour dots, image thumbnails or text labels over one variation select. */
export function SwatchList({ attribute, labelId, items, badges, displayLimit, onActivate }: SwatchListProps) {
  const [expanded, setExpanded] = useState(false);
  const list = useRef<HTMLDivElement>(null);
  const { visible, moreCount } = limitSwatchItems(items, displayLimit, expanded);
  const focusable = visible.filter((item) => !item.disabled);
  const tabStop = visible.find((item) => item.selected && !item.disabled) ?? focusable[0];
  const terms = new Map(attribute.terms.map((term) => [term.slug, term]));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>, item: SwatchItemState) => {
    if (keyActivatesSwatch(event.key, item)) {
      event.preventDefault();
      onActivate(item);
      return;
    }
    const delta = NEXT_KEYS.has(event.key) ? 1 : PREVIOUS_KEYS.has(event.key) ? -1 : 0;
    if (delta === 0 || focusable.length === 0) return;
    event.preventDefault();
    const at = Math.max(focusable.indexOf(item), 0);
    const next = focusable[(at + delta + focusable.length) % focusable.length]!;
    list.current?.querySelector<HTMLElement>(`[data-value="${CSS.escape(next.term)}"]`)?.focus();
  };

  return (
    <div ref={list} role="radiogroup" aria-labelledby={labelId} className={`swatches swatches--${attribute.swatchType}`}>
      {visible.map((item) => {
        const term = terms.get(item.term);
        const name = term?.name ?? item.term;
        const badge = badges[item.term] ?? null;
        const state = [
          item.selected && "is-selected",
          item.disabled && "is-disabled",
          item.outOfStock && "is-out-of-stock",
          item.unavailable && "is-unavailable",
        ]
          .filter(Boolean)
          .join(" ");
        return (
          <div
            key={item.term}
            role="radio"
            aria-checked={item.selected}
            aria-disabled={item.disabled || undefined}
            aria-label={item.tooltip ? `${name} (${item.tooltip})` : name}
            title={item.tooltip ?? name}
            tabIndex={item === tabStop ? 0 : -1}
            data-value={item.term}
            className={`swatch ${state}`}
            onClick={() => !item.disabled && onActivate(item)}
            onKeyDown={(event) => onKeyDown(event, item)}
          >
            {attribute.swatchType === "color" && <span className="swatch__dot" style={{ backgroundColor: term?.color ?? undefined }} aria-hidden="true" />}
            {attribute.swatchType === "image" && term?.image && (
              <img
                className="swatch__image"
                src={term.image.srcset[0]?.url ?? term.image.src}
                srcSet={srcsetAttribute(term.image)}
                sizes="36px"
                alt=""
                width={36}
                height={36}
                loading="lazy"
              />
            )}
            {attribute.swatchType === "label" || (attribute.swatchType === "image" && !term?.image) ? (
              <span className="swatch__label" aria-hidden="true">
                {name}
              </span>
            ) : null}
            {badge !== null && (
              <span className="swatch__badge" aria-hidden="true">
                {badge} left
              </span>
            )}
          </div>
        );
      })}
      {moreCount > 0 && (
        <button type="button" className="swatch swatch--more" onClick={() => setExpanded(true)} aria-label={`Show ${moreCount} more`}>
          +{moreCount}
        </button>
      )}
    </div>
  );
}
