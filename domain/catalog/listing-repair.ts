/**
 * The listing pages' reading of a query string: a shopper who edits a URL, follows an old link or types
 * prices the wrong way round stays on the listing, with every other filter kept and a notice saying what
 * was shown instead, rather than on an error page.
 *
 * - minPrice above maxPrice: the two are swapped.
 * - An unknown sort, a page or products-per-page that is not a whole number in range, a price that is not
 *   an amount, a category or term filter that is not a slug list: that parameter is dropped.
 * - A search (`q`) with control characters or longer than the search box takes stays a 400: no search
 *   box sends either, and dropping it would show every product as if it were the search's answer.
 *
 * GET /api/products keeps the strict parser (parseListingQuery): a program is better told what it got wrong.
 */
import { formatMoney, parseMajorAmount } from "../money.ts";
import { ARCHIVE_PAGE_KEY, LISTING_DEFAULTS } from "./listing.ts";
import { parseListingQuery } from "./listing-query.ts";
import type { ListingQuery } from "./types.ts";

export type ShopperListingResult = { ok: true; query: ListingQuery; notices: string[] } | { ok: false; fields: Record<string, string> };

/** What each dropped parameter leaves the listing showing, in the shopper's words. */
export const LISTING_NOTICES = {
  sort: "That sort order is not one we offer, so we showed the default sorting instead.",
  page: "That page number is not one we have, so we showed the first page instead.",
  perPage: `That number of products a page is not one we offer, so we showed ${LISTING_DEFAULTS.perPage} a page instead.`,
  minPrice: "The lowest price was not an amount we could read, so we showed products without a lowest price instead.",
  maxPrice: "The highest price was not an amount we could read, so we showed products without a highest price instead.",
  category: "That category link was not one we could read, so we showed every category instead.",
  filter: "A filter in the link was not one we could read, so we showed the products without it instead.",
} as const;

export function swappedPricesNotice(low: number, high: number): string {
  return `The lowest price was above the highest, so we showed prices from ${formatMoney(low)} to ${formatMoney(high)} instead.`;
}

/** Parameters that cannot come from a shopper's use of the shop: these still answer 400. */
const NOT_REPAIRED = new Set(["q"]);

type Repair = { params: URLSearchParams; notice: string };

function withoutKeys(params: URLSearchParams, keys: string[]): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of keys) next.delete(key);
  return next;
}

function repairField(field: string, params: URLSearchParams): Repair | null {
  if (NOT_REPAIRED.has(field)) return null;
  if (field === "maxPrice" || field === "minPrice") {
    const low = parseMajorAmount(params.getAll("minPrice").at(-1) ?? "");
    const high = parseMajorAmount(params.getAll("maxPrice").at(-1) ?? "");
    if (low !== null && high !== null && low > high) {
      const next = new URLSearchParams(params);
      next.set("minPrice", params.getAll("maxPrice").at(-1)!);
      next.set("maxPrice", params.getAll("minPrice").at(-1)!);
      return { params: next, notice: swappedPricesNotice(high, low) };
    }
    return { params: withoutKeys(params, [field]), notice: LISTING_NOTICES[field] };
  }
  if (field === "page") return { params: withoutKeys(params, ["page", ARCHIVE_PAGE_KEY]), notice: LISTING_NOTICES.page };
  if (field === "sort" || field === "perPage" || field === "category") return { params: withoutKeys(params, [field]), notice: LISTING_NOTICES[field] };
  if (params.has(field)) return { params: withoutKeys(params, [field]), notice: LISTING_NOTICES.filter };
  return null;
}

/** Parses a listing page's query string, repairing what a shopper could have got wrong (see above). */
export function parseShopperListingQuery(params: URLSearchParams): ShopperListingResult {
  let current = params;
  const notices: string[] = [];
  // A repair can reveal another problem (a price range is compared only once both prices read), so a
  // few rounds; each round removes or swaps at least one parameter, and there are only so many.
  for (let round = 0; round < 4; round++) {
    const parsed = parseListingQuery(current);
    if (parsed.ok) return { ok: true, query: parsed.query, notices };
    const unrepaired: Record<string, string> = {};
    for (const [field, message] of Object.entries(parsed.fields)) {
      const repair = repairField(field, current);
      if (!repair) unrepaired[field] = message;
      else {
        current = repair.params;
        if (!notices.includes(repair.notice)) notices.push(repair.notice);
      }
    }
    if (Object.keys(unrepaired).length > 0) return { ok: false, fields: unrepaired };
  }
  const last = parseListingQuery(current);
  return last.ok ? { ok: true, query: last.query, notices } : last;
}
