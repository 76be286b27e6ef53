import { useId } from "react";
import { Form, useSubmit } from "react-router";
import { SORT_LABELS } from "../../../domain/catalog/listing.ts";
import { SORT_KEYS, type ListingQuery } from "../../../domain/catalog/types.ts";
import { hiddenListingFields } from "../../lib/listing-links.ts";
import { HiddenFields } from "./hidden-fields.tsx";

/**
 * A GET form: choosing an order submits it at once. Only a browser without JavaScript shows the "Sort"
 * button: a button that left the toolbar at hydration moved the toolbar under the shopper's eyes (layout
 * shift on phones, where the select then fits beside the count).
 */
export function SortForm({ path, query }: { path: string; query: ListingQuery }) {
  const id = useId();
  const submit = useSubmit();
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
      <noscript>
        <button type="submit" className="button button--small">
          Sort
        </button>
      </noscript>
    </Form>
  );
}
