/**
 * The loop-filter codec: how a loop widget's term filters live in the page query string.
 *
 * Keys are `e-filter-{widgetId}-{taxonomy}` and the page key `e-page-{widgetId}`. A value lists term
 * slugs joined by `+` (all of them: AND) or `~` (any of them: IN); a leading `!` excludes the terms
 * (NOT IN), whichever separator follows it.
 *
 * Widget ids should not contain `-`: `e-filter-shop-2-color` read for widget `shop` is taxonomy
 * `2-color`, and the format gives no way to tell the two apart.
 */
import type { TermFilter, TermOperator } from "./types.ts";

export const FILTER_SEPARATOR = { AND: "+", OR: "~", NOT: "!" } as const;

/** Term and taxonomy slugs as stored: lower-case letters, digits, `_` and `-`, not starting with a sign. */
export const FILTER_SLUG_PATTERN = /^[a-z0-9][a-z0-9_-]*$/;

/** Bounds the work a crafted URL can cause; no real facet offers this many terms. */
export const MAX_FILTER_TERMS = 50;

export type FilterValue = { terms: string[]; operator: TermOperator };

export function filterQueryKey(widgetId: string, taxonomy: string): string {
  return `e-filter-${widgetId}-${taxonomy}`;
}

export function pageQueryKey(widgetId: string): string {
  return `e-page-${widgetId}`;
}

export function encodeFilterValue(filter: FilterValue): string {
  switch (filter.operator) {
    case "AND":
      return filter.terms.join(FILTER_SEPARATOR.AND);
    case "IN":
      return filter.terms.join(FILTER_SEPARATOR.OR);
    case "NOT IN":
      return FILTER_SEPARATOR.NOT + filter.terms.join(FILTER_SEPARATOR.OR);
  }
}

/**
 * Reads a filter value; null when it is not one. A single term reads as IN (with one term AND and IN
 * select the same products). URLSearchParams turns a literal `+` into a space, so a space counts as `+`.
 */
export function decodeFilterValue(raw: string): FilterValue | null {
  const negated = raw.startsWith(FILTER_SEPARATOR.NOT);
  const body = (negated ? raw.slice(1) : raw).replaceAll(" ", FILTER_SEPARATOR.AND);
  if (body === "") return null;
  const hasAnd = body.includes(FILTER_SEPARATOR.AND);
  const hasOr = body.includes(FILTER_SEPARATOR.OR);
  if (hasAnd && hasOr) return null;
  const terms = body.split(hasAnd ? FILTER_SEPARATOR.AND : FILTER_SEPARATOR.OR);
  if (terms.length > MAX_FILTER_TERMS || !terms.every((t) => FILTER_SLUG_PATTERN.test(t))) return null;
  const unique = [...new Set(terms)];
  const operator: TermOperator = negated ? "NOT IN" : hasAnd && unique.length > 1 ? "AND" : "IN";
  return { terms: unique, operator };
}

/** The canonical form decoding gives back: duplicates removed, a one-term AND written as IN. */
export function canonicalFilterValue(filter: FilterValue): FilterValue {
  const terms = [...new Set(filter.terms)];
  const operator = filter.operator === "AND" && terms.length === 1 ? "IN" : filter.operator;
  return { terms, operator };
}

/** A loop filter's join must be exactly AND or OR; anything else disables the filter (null). */
export function logicalJoinOperator(join: string): "AND" | "OR" | null {
  return join === "AND" || join === "OR" ? join : null;
}

function filterKeyPrefix(widgetId: string): string {
  return filterQueryKey(widgetId, "");
}

/**
 * The widget's filters from the query string, ordered by taxonomy so equal states compare equal.
 * A taxonomy given twice: the last value wins. An empty value counts as absent. Keys with a malformed
 * taxonomy or value are listed in `invalid` rather than silently dropped.
 */
export function readFilters(params: URLSearchParams, widgetId: string): { filters: TermFilter[]; invalid: string[] } {
  const prefix = filterKeyPrefix(widgetId);
  const byTaxonomy = new Map<string, { key: string; value: FilterValue | null } | undefined>();
  for (const [key, raw] of params) {
    if (!key.startsWith(prefix)) continue;
    const taxonomy = key.slice(prefix.length);
    if (raw === "") {
      byTaxonomy.set(taxonomy, undefined);
      continue;
    }
    const value = FILTER_SLUG_PATTERN.test(taxonomy) ? decodeFilterValue(raw) : null;
    byTaxonomy.set(taxonomy, { key, value });
  }
  const filters: TermFilter[] = [];
  const invalid: string[] = [];
  for (const taxonomy of [...byTaxonomy.keys()].sort(compareCodePoints)) {
    const entry = byTaxonomy.get(taxonomy);
    if (entry === undefined) continue;
    if (entry.value === null) invalid.push(entry.key);
    else filters.push({ taxonomy, ...entry.value });
  }
  return { filters, invalid };
}

/**
 * A copy of `params` with this widget's filter keys replaced by `filters` (empty ones dropped) and its
 * page key removed, since a new filter gives a new result set. Other keys are kept as they were.
 */
export function writeFilters(params: URLSearchParams, widgetId: string, filters: TermFilter[]): URLSearchParams {
  const prefix = filterKeyPrefix(widgetId);
  const next = new URLSearchParams();
  for (const [key, value] of params) {
    if (!key.startsWith(prefix) && key !== pageQueryKey(widgetId)) next.append(key, value);
  }
  const byTaxonomy = new Map(filters.filter((f) => f.terms.length > 0).map((f) => [f.taxonomy, f]));
  for (const taxonomy of [...byTaxonomy.keys()].sort(compareCodePoints)) {
    next.set(filterQueryKey(widgetId, taxonomy), encodeFilterValue(byTaxonomy.get(taxonomy)!));
  }
  return next;
}

/**
 * Adds `term` to the taxonomy's filter, or removes it when present (dropping a filter left empty).
 * `operator` applies only when the taxonomy has no filter yet; an existing filter keeps its own.
 */
export function toggleFilterTerm(filters: TermFilter[], taxonomy: string, term: string, operator: TermOperator = "IN"): TermFilter[] {
  const existing = filters.find((f) => f.taxonomy === taxonomy);
  if (!existing) return [...filters, { taxonomy, terms: [term], operator }];
  const terms = existing.terms.includes(term) ? existing.terms.filter((t) => t !== term) : [...existing.terms, term];
  return filters.flatMap((f) => (f !== existing ? [f] : terms.length > 0 ? [{ ...f, terms }] : []));
}

/** Code-point order: the same everywhere, unlike localeCompare. */
function compareCodePoints(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
