/**
 * A loop widget's filter state as the page keeps it and the refresh call sends it (widgetFilters): keyed
 * by the id of the filter that set it, each with a filterType and filterData (the terms, the selected
 * taxonomy and the logical join). The query string holds the same state as TermFilters (loop-filter.ts).
 */
import { z } from "zod";
import { FILTER_SLUG_PATTERN, logicalJoinOperator, MAX_FILTER_TERMS } from "./loop-filter.ts";
import type { TermFilter, TermOperator } from "./types.ts";

const slug = z.string().regex(FILTER_SLUG_PATTERN);

export const loopFilterEntrySchema = z.object({
  filterType: z.literal("taxonomy"),
  filterData: z.object({
    selectedTaxonomy: slug,
    terms: z.array(z.object({ identifier: slug, operator: z.enum(["AND", "IN", "NOT IN"]) })).max(MAX_FILTER_TERMS),
    // Any string is accepted here; a join other than AND or OR disables the filter instead of failing the call.
    logicalJoin: z.string(),
  }),
});

/** Filter id → that filter's state; bounded so a request cannot carry an unbounded map. */
export const loopFilterStateSchema = z
  .record(z.string().max(100), loopFilterEntrySchema)
  .refine((state) => Object.keys(state).length <= 20, "too many filters");

export type LoopFilterEntry = z.infer<typeof loopFilterEntrySchema>;
export type LoopFilterState = z.infer<typeof loopFilterStateSchema>;

/** The state entry for a term filter. Excluding terms joins them with AND: the product has none of them. */
export function loopFilterEntry(filter: TermFilter): LoopFilterEntry {
  return {
    filterType: "taxonomy",
    filterData: {
      selectedTaxonomy: filter.taxonomy,
      terms: filter.terms.map((identifier) => ({ identifier, operator: filter.operator })),
      logicalJoin: filter.operator === "IN" ? "OR" : "AND",
    },
  };
}

/**
 * The term filters a state applies, ordered by taxonomy. Entries are skipped when their join is not AND
 * or OR (the filter is disabled), when they have no terms, or when they mix excluded and required terms.
 * Two entries on one taxonomy: the later one wins, as a repeated query key does.
 */
export function termFiltersFromState(state: LoopFilterState): TermFilter[] {
  const byTaxonomy = new Map<string, TermFilter>();
  for (const { filterData } of Object.values(state)) {
    const join = logicalJoinOperator(filterData.logicalJoin);
    if (join === null || filterData.terms.length === 0) continue;
    const excluded = filterData.terms.filter((t) => t.operator === "NOT IN").length;
    if (excluded > 0 && excluded < filterData.terms.length) continue;
    const terms = [...new Set(filterData.terms.map((t) => t.identifier))];
    const operator: TermOperator = excluded > 0 ? "NOT IN" : join === "AND" && terms.length > 1 ? "AND" : "IN";
    byTaxonomy.set(filterData.selectedTaxonomy, { taxonomy: filterData.selectedTaxonomy, terms, operator });
  }
  return [...byTaxonomy.values()].sort((a, b) => (a.taxonomy < b.taxonomy ? -1 : a.taxonomy > b.taxonomy ? 1 : 0));
}
