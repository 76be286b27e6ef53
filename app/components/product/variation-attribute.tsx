import type { ProductAttributeDetail } from "../../../domain/catalog/types.ts";
import type { AttributeOptions } from "../../../domain/product/attribute-options.ts";
import type { Combination } from "../../../domain/product/combinations.ts";
import { variationLabel, type SwatchOptions } from "../../../domain/product/swatch-options.ts";
import { clickSwatch, stockLeftBadge, swatchItemStates } from "../../../domain/product/swatches.ts";
import { SwatchList } from "./swatch-list.tsx";

export const SWATCH_TYPES = new Set(["color", "image", "label"]);

type VariationAttributeProps = {
  attribute: ProductAttributeDetail;
  attributeSlugs: string[];
  selection: Record<string, string>;
  options: AttributeOptions | undefined;
  /** null when availability is unknown, so nothing is disabled. */
  combinations: readonly Combination[] | null;
  swatchOptions: SwatchOptions;
  /** Swatches need JavaScript; before hydration the plain select is the control. */
  hydrated: boolean;
  onChoose: (term: string) => void;
  onSelection: (selection: Record<string, string>) => void;
  /** Prefix of the select's id: the product page's own form keeps the default; a second form on the page (the quick view) takes its own. */
  idPrefix?: string;
};

/** The product page's select ids: `attribute-<slug>`. */
export const ATTRIBUTE_ID_PREFIX = "attribute-";
export const selectId = (slug: string, prefix = ATTRIBUTE_ID_PREFIX) => `${prefix}${slug}`;

/** One variation attribute: its label, the select that is the form's field and, for swatch types, the swatch list. */
export function VariationAttribute(props: VariationAttributeProps) {
  const { attribute, attributeSlugs, selection, options, combinations, swatchOptions, hydrated, onChoose, onSelection, idPrefix } = props;
  const id = selectId(attribute.slug, idPrefix);
  const chosen = selection[attribute.slug] ?? "";
  const chosenName = attribute.terms.find((t) => t.slug === chosen)?.name ?? null;
  const swatches = hydrated && SWATCH_TYPES.has(attribute.swatchType);
  const labelId = `${id}-label`;
  const selectable = new Map(options?.options.map((o) => [o.term, o.selectable]) ?? []);
  const items = swatches ? swatchItemStates({ slug: attribute.slug, terms: attribute.terms.map((t) => t.slug) }, combinations, selection, swatchOptions) : [];
  const badges = Object.fromEntries(
    items.map((item) => [
      item.term,
      stockLeftBadge({ attributeSlugs, selection, attribute: attribute.slug, term: item.term, combinations, options: swatchOptions }),
    ]),
  );

  return (
    <div className="variation-attribute">
      {swatches ? (
        <span id={labelId} className="variation-attribute__label">
          {variationLabel(attribute.name, chosenName, swatchOptions)}
        </span>
      ) : (
        <label id={labelId} htmlFor={id} className="variation-attribute__label">
          {attribute.name}
        </label>
      )}
      <select
        id={id}
        name={`attribute_${attribute.slug}`}
        value={chosen}
        onChange={(event) => onChoose(event.target.value)}
        className={swatches ? "visually-hidden" : "variation-attribute__select"}
        tabIndex={swatches ? -1 : undefined}
        aria-hidden={swatches || undefined}
        aria-label={swatches ? attribute.name : undefined}
      >
        <option value="">Choose an option</option>
        {attribute.terms.map((term) => (
          <option key={term.slug} value={term.slug} disabled={term.slug !== chosen && selectable.get(term.slug) === false}>
            {term.name}
          </option>
        ))}
      </select>
      {swatches && (
        <SwatchList
          attribute={attribute}
          labelId={labelId}
          items={items}
          badges={badges}
          displayLimit={swatchOptions.display_limit}
          onActivate={(item) => {
            const click = clickSwatch({ attributeSlugs, selection, attribute: attribute.slug, item, combinations, options: swatchOptions });
            if (click.changed) onSelection(click.selection);
          }}
        />
      )}
    </div>
  );
}
