import { Form, Link } from "react-router";

/** One filter of an admin list: a search box, a choice among values (or any), or a date. */
export type AdminFilterField =
  | { kind: "search"; name: string; label: string; maxLength: number; placeholder?: string }
  | { kind: "select"; name: string; label: string; any: string; options: readonly (readonly [value: string, text: string])[] }
  | { kind: "date"; name: string; label: string };

type Values = Record<string, string | undefined>;

/**
 * The filters above an admin list, as a GET form: every filter lands in the address, so the page works
 * without JavaScript and can be shared or bookmarked. Each field has its label; `keep` carries what is not
 * a filter but must survive one (the sort, a customer the list is scoped to); the reset link goes back to
 * the list's address with none of them, and shows once a filter is set.
 */
export function AdminFilters({
  name,
  idPrefix,
  fields,
  values,
  keep = {},
  resetTo,
  submit = "Filter",
  className,
}: {
  /** The form's accessible name, e.g. "Filter orders". */
  name: string;
  /** Makes the fields' ids unique on the page: `${idPrefix}-${field.name}`. */
  idPrefix: string;
  fields: readonly AdminFilterField[];
  values: Values;
  keep?: Values;
  resetTo: string;
  submit?: string;
  className?: string;
}) {
  const filtered = fields.some((field) => Boolean(values[field.name]));
  return (
    <Form method="get" className={className ? `admin-filters ${className}` : "admin-filters"} role="search" aria-label={name}>
      {fields.map((field) => (
        <div className="admin-field" key={field.name}>
          <label htmlFor={`${idPrefix}-${field.name}`}>{field.label}</label>
          <FilterControl id={`${idPrefix}-${field.name}`} field={field} value={values[field.name] ?? ""} />
        </div>
      ))}
      {Object.entries(keep).map(([key, value]) => (value ? <input key={key} type="hidden" name={key} value={value} /> : null))}
      <div className="admin-actions">
        <button type="submit" className="admin-button">
          {submit}
        </button>
        {filtered && <Link to={resetTo}>Clear filters</Link>}
      </div>
    </Form>
  );
}

function FilterControl({ id, field, value }: { id: string; field: AdminFilterField; value: string }) {
  if (field.kind === "search")
    return <input id={id} type="search" name={field.name} defaultValue={value} maxLength={field.maxLength} placeholder={field.placeholder} />;
  if (field.kind === "date") return <input id={id} type="date" name={field.name} defaultValue={value} />;
  return (
    <select id={id} name={field.name} defaultValue={value}>
      <option value="">{field.any}</option>
      {field.options.map(([optionValue, text]) => (
        <option key={optionValue} value={optionValue}>
          {text}
        </option>
      ))}
    </select>
  );
}
