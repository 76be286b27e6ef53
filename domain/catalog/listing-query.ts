/**
 * The listing request's parser: a query string to a validated ListingQuery, every bad parameter named.
 * The server's side of listing.ts (which writes query strings back for links).
 */
import { z } from "zod";
import { parseMajorAmount } from "../money.ts";
import {
  ARCHIVE_FILTER_WIDGET,
  ARCHIVE_PAGE_KEY,
  LISTING_DEFAULTS as DEFAULTS,
  LISTING_PARAMS,
  MAX_PAGE,
  MAX_PER_PAGE,
  MAX_PRICE_FILTER,
  MAX_SEARCH_LENGTH,
} from "./listing.ts";
import { FILTER_SLUG_PATTERN, readFilters } from "./loop-filter.ts";
import { SORT_KEYS, type ListingQuery } from "./types.ts";

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
  return z.string().transform((text, ctx) => {
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
    category: z.string().regex(FILTER_SLUG_PATTERN, "category must be a slug of lower-case letters, digits, - and _").optional(),
    minPrice: priceAmount("minPrice").optional(),
    maxPrice: priceAmount("maxPrice").optional(),
  })
  .refine((p) => p.minPrice === undefined || p.maxPrice === undefined || p.minPrice <= p.maxPrice, {
    path: ["maxPrice"],
    message: "maxPrice must not be below minPrice",
  });

/**
 * The last non-empty value of each known parameter: `?sort=` counts as absent, a later value overrides.
 * The page comes from the archive loop's own key, `e-page-shop` (P-3-42), else from `page`, the key the
 * README documents, kept as an alias.
 */
function knownParams(params: URLSearchParams): Partial<Record<(typeof LISTING_PARAMS)[number], string>> {
  const raw: Partial<Record<(typeof LISTING_PARAMS)[number], string>> = {};
  for (const name of LISTING_PARAMS) {
    const value = params.getAll(name).at(-1);
    if (value) raw[name] = value;
  }
  const loopPage = params.getAll(ARCHIVE_PAGE_KEY).at(-1);
  if (loopPage) raw.page = loopPage;
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
