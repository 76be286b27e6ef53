import { useId } from "react";
import { Form, useSubmit } from "react-router";
import { SORT_LABELS } from "../../../domain/catalog/listing.ts";
import { SORT_KEYS, type ListingQuery } from "../../../domain/catalog/types.ts";
import { useHydrated } from "../../hooks/use-hydrated.ts";
import { hiddenListingFields } from "../../lib/listing-links.ts";
import { HiddenFields } from "./hidden-fields.tsx";

/**
 * A GET form: without JavaScript the shopper picks an order and presses "Sort"; once the page runs
 * JavaScript, choosing an order submits at once and the button steps out of sight and out of tab order.
 */
export function SortForm({ path, query }: { path: string; query: ListingQuery }) {
  const id = useId();
  const submit = useSubmit();
  const hydrated = useHydrated();
  return (
    <Form method="get" action={path} className="sort-form">
      <HiddenFields fields={hiddenListingFields(query, ["sort"])} />
      <label htmlFor={id} className="visually-hidden">
        Sort products
      </label>
      <select
        // Re-mounted when the order changes elsewhere (back button), so it always shows the current one.
        key={query.sort}
        id={id}
        name="sort"
        className="sort-form__select field-input"
        defaultValue={query.sort}
        onChange={(event) => {
          if (event.currentTarget.form) void submit(event.currentTarget.form);
        }}
      >
        {SORT_KEYS.map((key) => (
          <option key={key} value={key}>
            {SORT_LABELS[key]}
          </option>
        ))}
      </select>
      <button type="submit" className={hydrated ? "visually-hidden" : "button button--small"} tabIndex={hydrated ? -1 : undefined}>
        Sort
      </button>
    </Form>
  );
}
