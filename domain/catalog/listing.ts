/**
 * The catalogue listing request shared by the shop archive, category pages, search and GET /api/products:
 * one parser from the query string and one writer back to it, so links and the API agree.
 */
import { z } from "zod";
import { parseMajorAmount, toMajorAmountString } from "../money.ts";
import { FILTER_SLUG_PATTERN, readFilters, writeFilters } from "./loop-filter.ts";
import { SORT_KEYS, type ListingQuery, type SortKey } from "./types.ts";

/** The archive's own filters use the loop-filter keys with this widget id: e-filter-shop-{taxonomy}. */
export const ARCHIVE_FILTER_WIDGET = "shop";
export const PRODUCTS_PER_PAGE = 12;
export const MAX_PER_PAGE = 48;
export const MAX_PAGE = 10_000;
export const MAX_SEARCH_LENGTH = 200;
/** Price filter bound in major units: above any real price, and its minor units fit a 32-bit integer. */
export const MAX_PRICE_FILTER = 10_000_000;

export const SORT_LABELS: Record<SortKey, string> = {
  default: "Default sorting",
  popularity: "Sort by popularity",
  rating: "Sort by average rating",
  date: "Sort by latest",
  price: "Sort by price: low to high",
  "price-desc": "Sort by price: high to low",
};

/**
 * C0 controls and DEL left after whitespace is collapsed. PostgreSQL text cannot hold NUL at all, and no
 * shopper types the others: a search carrying them is a malformed request, not a search for nothing.
 */
function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

const DEFAULTS = { page: 1, perPage: PRODUCTS_PER_PAGE, sort: "default" } as const satisfies Partial<ListingQuery>;

function wholeNumber(field: string, max: number) {
  const message = `${field} must be a whole number from 1 to ${max}`;
  return z
    .string()
    .regex(/^\d+$/, message)
    .transform(Number)
    .refine((n) => n >= 1 && n <= max, message);
}

function priceAmount(field: string) {
  const message = `${field} must be an amount from 0 to ${MAX_PRICE_FILTER} with at most 2 decimals`;
  return z
    .string()
    .transform((text, ctx) => {
      const minor = parseMajorAmount(text);
      if (minor === null || minor > MAX_PRICE_FILTER * 100) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return minor;
    });
}

const listingParamsSchema = z
  .object({
    page: wholeNumber("page", MAX_PAGE).default(DEFAULTS.page),
    perPage: wholeNumber("perPage", MAX_PER_PAGE).default(DEFAULTS.perPage),
    sort: z.enum(SORT_KEYS, { error: `sort must be one of: ${SORT_KEYS.join(", ")}` }).default(DEFAULTS.sort),
    q: z
      .string()
      .transform((text) => text.trim().replace(/\s+/g, " "))
      .refine((text) => text.length <= MAX_SEARCH_LENGTH, `q must be at most ${MAX_SEARCH_LENGTH} characters`)
      .refine((text) => !hasControlCharacter(text), "q must not contain control characters")
      .optional(),
    category: z
      .string()
      .regex(FILTER_SLUG_PATTERN, "category must be a slug of lower-case letters, digits, - and _")
      .optional(),
    minPrice: priceAmount("minPrice").optional(),
    maxPrice: priceAmount("maxPrice").optional(),
  })
  .refine((p) => p.minPrice === undefined || p.maxPrice === undefined || p.minPrice <= p.maxPrice, {
    path: ["maxPrice"],
    message: "maxPrice must not be below minPrice",
  });

/** The plain (non-filter) parameters a listing query string may carry. */
export const LISTING_PARAMS = ["page", "perPage", "sort", "q", "category", "minPrice", "maxPrice"] as const;

/** The last non-empty value of each known parameter: `?sort=` counts as absent, a later value overrides. */
function knownParams(params: URLSearchParams): Partial<Record<(typeof LISTING_PARAMS)[number], string>> {
  const raw: Partial<Record<(typeof LISTING_PARAMS)[number], string>> = {};
  for (const name of LISTING_PARAMS) {
    const value = params.getAll(name).at(-1);
    if (value) raw[name] = value;
  }
  return raw;
}

export type ListingQueryResult = { ok: true; query: ListingQuery } | { ok: false; fields: Record<string, string> };

/** Validates a listing query string. Unknown parameters are ignored; every bad one is reported by name. */
export function parseListingQuery(params: URLSearchParams): ListingQueryResult {
  const parsed = listingParamsSchema.safeParse(knownParams(params));
  const { filters, invalid } = readFilters(params, ARCHIVE_FILTER_WIDGET);
  const fields: Record<string, string> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? "query");
      fields[field] ??= issue.message;
    }
  }
  for (const key of invalid) {
    fields[key] = `${key} must be term slugs joined by + (all) or ~ (any), optionally after ! (none)`;
  }
  if (!parsed.success || invalid.length > 0) return { ok: false, fields };

  const { q, category, minPrice, maxPrice, ...rest } = parsed.data;
  const query: ListingQuery = { ...rest, filters };
  if (q) query.q = q;
  if (category !== undefined) query.category = category;
  if (minPrice !== undefined) query.minPrice = minPrice;
  if (maxPrice !== undefined) query.maxPrice = maxPrice;
  return { ok: true, query };
}

/**
 * The canonical query string of a listing, for links: defaults are left out and prices are written in
 * major units. `category` is never written: it lives in the URL path (/category/:slug), not the query.
 * Overrides replace fields as given; pass `page: 1` yourself when a change starts a new result set.
 */
export function listingSearchParams(query: ListingQuery, overrides: Partial<ListingQuery> = {}): URLSearchParams {
  const q = { ...query, ...overrides };
  const params = new URLSearchParams();
  if (q.q) params.set("q", q.q);
  if (q.sort !== DEFAULTS.sort) params.set("sort", q.sort);
  if (q.minPrice !== undefined) params.set("minPrice", toMajorAmountString(q.minPrice));
  if (q.maxPrice !== undefined) params.set("maxPrice", toMajorAmountString(q.maxPrice));
  const withFilters = writeFilters(params, ARCHIVE_FILTER_WIDGET, q.filters);
  if (q.perPage !== DEFAULTS.perPage) withFilters.set("perPage", String(q.perPage));
  if (q.page !== DEFAULTS.page) withFilters.set("page", String(q.page));
  return withFilters;
}
