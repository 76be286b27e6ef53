import { useId } from "react";
import { Form } from "react-router";
import type { ListingQuery, PriceRange } from "../../../domain/catalog/types.ts";
import { toMajorAmountString } from "../../../domain/money.ts";
import { currencySymbol } from "../../lib/catalog-text.ts";
import { hiddenListingFields } from "../../lib/listing-links.ts";
import { HiddenFields } from "./hidden-fields.tsx";

type PriceFilterProps = { path: string; query: ListingQuery; bounds: PriceRange };

/** A GET form for the price range in major units; the placeholders show the listing's own bounds. */
export function PriceFilter({ path, query, bounds }: PriceFilterProps) {
  const id = useId();
  const low = String(Math.floor(bounds.min / 100));
  const high = String(Math.ceil(bounds.max / 100));
  const current = `${query.minPrice ?? ""}-${query.maxPrice ?? ""}`;
  return (
    <section className="filter-group" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="filter-group__title">
        Price
      </h2>
      {/* Keyed by the applied range so the fields show it again after any navigation. */}
      <Form method="get" action={path} className="price-filter" key={current}>
        <HiddenFields fields={hiddenListingFields(query, ["minPrice", "maxPrice"])} />
        <div className="price-filter__fields">
          <PriceField id={`${id}-min`} name="minPrice" label="Min price" placeholder={low} value={query.minPrice} />
          <span className="price-filter__dash" aria-hidden="true">
            –
          </span>
          <PriceField id={`${id}-max`} name="maxPrice" label="Max price" placeholder={high} value={query.maxPrice} />
        </div>
        <button type="submit" className="button button--small button--ghost">
          Apply price
        </button>
      </Form>
    </section>
  );
}

type PriceFieldProps = { id: string; name: "minPrice" | "maxPrice"; label: string; placeholder: string; value: number | undefined };

/** One end of the range, typed in major units; the listing query holds minor units. */
function PriceField({ id, name, label, placeholder, value }: PriceFieldProps) {
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label} ({currencySymbol()})
      </label>
      <input
        id={id}
        className="field-input"
        type="number"
        name={name}
        min="0"
        step="0.01"
        inputMode="decimal"
        placeholder={placeholder}
        defaultValue={value === undefined ? "" : toMajorAmountString(value)}
      />
    </div>
  );
}
