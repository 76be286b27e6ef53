import { useId } from "react";
import { Form } from "react-router";
import { SearchIcon } from "../ui/icons.tsx";

type SearchFormProps = {
  label?: string;
  defaultValue?: string;
  className?: string;
  /** Shows the label above the field instead of only to screen readers. */
  visibleLabel?: boolean;
};

/** A plain GET form to /search: it works without JavaScript; with it, React Router navigates in place. */
export function SearchForm({ label = "Search products", defaultValue = "", className = "", visibleLabel = false }: SearchFormProps) {
  const id = useId();
  return (
    <Form method="get" action="/search" role="search" aria-label={label} className={`search-form ${className}`}>
      <label htmlFor={id} className={visibleLabel ? "field-label" : "visually-hidden"}>
        {label}
      </label>
      <div className="search-form__row">
        {/* Keyed by its value so a new search (a client-side navigation) shows the new terms. */}
        <input
          key={defaultValue}
          id={id}
          className="search-form__input"
          type="search"
          name="q"
          defaultValue={defaultValue}
          placeholder="Search products, SKUs…"
          autoComplete="off"
          enterKeyHint="search"
        />
        <button type="submit" className="search-form__button">
          <SearchIcon />
          <span className="visually-hidden">Search</span>
        </button>
      </div>
    </Form>
  );
}
