import { useEffect, useState } from "react";
import { Form } from "react-router";
import { BULK_KIND_LABELS, BULK_KINDS, type BulkKind } from "../../../../domain/admin/bulk-action.ts";
import type { AdminProblem } from "../../../lib/admin-forms.ts";
import { Field, FormNotice } from "../field.tsx";
import type { CategoryOption, ListFilters } from "./product-filters.tsx";

/**
 * The bulk action form: the action and its parameters, which products (the ticked rows, whose checkboxes
 * join this form by its id, or every product matching the list's filters), posted for a preview. Without
 * JavaScript every parameter shows; with it, only the chosen action's.
 */
export function BulkForm({
  problem,
  filters,
  categories,
  ticked,
  matching,
}: {
  problem: AdminProblem | null;
  filters: ListFilters;
  categories: CategoryOption[];
  ticked: number;
  matching: string;
}) {
  const [kind, setKind] = useState<BulkKind | "">((problem?.values.kind as BulkKind | undefined) ?? "");
  // Until the page runs its script every parameter shows, so the form works without it.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const shows = (...kinds: BulkKind[]) => !hydrated || kinds.includes(kind as BulkKind);
  return (
    <Form method="post" id="bulk-form" className="admin-card admin-products__bulk" aria-labelledby="bulk-title">
      <h2 id="bulk-title">Bulk action</h2>
      <FormNotice problem={problem} />
      <input type="hidden" name="intent" value="bulk-preview" />
      {Object.entries(filters).map(([name, value]) => (value ? <input key={name} type="hidden" name={name} value={value} /> : null))}
      <div className="admin-products__bulk-row">
        <Field label="Action" name="kind" problem={problem}>
          {({ defaultValue: _refilled, ...props }) => (
            <select {...props} value={kind} onChange={(event) => setKind(event.target.value as BulkKind)}>
              <option value="">Choose an action…</option>
              {BULK_KINDS.map((value) => (
                <option key={value} value={value}>
                  {BULK_KIND_LABELS[value]}
                </option>
              ))}
            </select>
          )}
        </Field>
        {shows("add-category", "remove-category") && (
          <Field label="Category" name="categoryId" problem={problem}>
            {(props) => (
              <select {...props}>
                <option value="">Choose a category…</option>
                {categories.map((category) => (
                  <option key={category.id} value={category.id}>
                    {category.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
        {shows("price") && (
          <>
            <Field label="Change price by" name="priceMode" problem={problem}>
              {(props) => (
                <select {...props}>
                  <option value="percent">Percent</option>
                  <option value="fixed">Fixed amount</option>
                </select>
              )}
            </Field>
            <Field label="Direction" name="priceDirection" problem={problem}>
              {(props) => (
                <select {...props}>
                  <option value="up">Up</option>
                  <option value="down">Down</option>
                </select>
              )}
            </Field>
            <Field label="Price amount" name="priceAmount" problem={problem} hint="10 for 10 %, or 2.50">
              {(props) => <input {...props} inputMode="decimal" maxLength={20} size={8} />}
            </Field>
          </>
        )}
        {shows("stock") && (
          <>
            <Field label="Stock change" name="stockMode" problem={problem}>
              {(props) => (
                <select {...props}>
                  <option value="set">Set quantity to</option>
                  <option value="adjust">Adjust by (+/-)</option>
                </select>
              )}
            </Field>
            <Field label="Quantity" name="stockAmount" problem={problem}>
              {(props) => <input {...props} inputMode="numeric" maxLength={20} size={8} />}
            </Field>
          </>
        )}
      </div>
      <fieldset className="admin-products__scope">
        <legend>Apply to</legend>
        <label>
          <input type="radio" name="scope" value="selected" defaultChecked={problem?.values.scope !== "all"} /> The ticked products ({ticked} ticked)
        </label>
        <label>
          <input type="radio" name="scope" value="all" defaultChecked={problem?.values.scope === "all"} /> All {matching} products matching these filters
        </label>
      </fieldset>
      <button type="submit" className="admin-button--primary">
        Preview changes
      </button>
    </Form>
  );
}
