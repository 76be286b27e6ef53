import type { CSSProperties } from "react";
import { Link } from "react-router";
import type { Facet, ListingQuery } from "../../../domain/catalog/types.ts";
import { safeCssColor } from "../../lib/catalog-text.ts";
import { isTermSelected, termToggleHref } from "../../lib/listing-links.ts";
import { CheckIcon } from "../ui/icons.tsx";

type FacetFiltersProps = { path: string; query: ListingQuery; facets: Facet[] };

/**
 * Attribute filters as links: each term's link adds it to, or removes it from, the query string. A
 * selected term carries aria-current and a check mark. Terms no product in the listing offers are left
 * out unless selected (so they can still be removed).
 */
export function FacetFilters({ path, query, facets }: FacetFiltersProps) {
  return facets.map((facet) => {
    const terms = facet.terms.filter((t) => t.count > 0 || isTermSelected(query, facet.attribute, t.slug));
    if (terms.length === 0) return null;
    const titleId = `facet-${facet.attribute}`;
    return (
      <section key={facet.attribute} className="filter-group" aria-labelledby={titleId}>
        <h2 id={titleId} className="filter-group__title">
          {facet.name}
        </h2>
        <ul role="list" className={`facet facet--${facet.swatchType}`}>
          {terms.map((term) => {
            const selected = isTermSelected(query, facet.attribute, term.slug);
            const color = facet.swatchType === "color" ? safeCssColor(term.color) : null;
            return (
              <li key={term.slug}>
                <Link
                  to={termToggleHref(path, query, facet.attribute, term.slug)}
                  className="facet__term"
                  aria-current={selected ? "true" : undefined}
                  rel="nofollow"
                >
                  <span className="facet__check" aria-hidden="true">
                    {selected && <CheckIcon />}
                  </span>
                  {color && <span className="facet__swatch" style={{ "--swatch": color } as CSSProperties} aria-hidden="true" />}
                  <span className="facet__name">{term.name}</span>
                  <span className="count">
                    {term.count}
                    <span className="visually-hidden"> products</span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </section>
    );
  });
}
