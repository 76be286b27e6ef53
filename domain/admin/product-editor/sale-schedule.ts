/**
 * Scheduled sales. `salePrice` is the sale the storefront shows, so it only ever holds an active sale; a
 * sale with dates keeps its price in `scheduledSalePrice` too, and the schedule job applies it when the
 * start comes and clears everything when the end passes.
 */

export type SaleColumns = {
  salePrice: number | null;
  scheduledSalePrice: number | null;
  saleStartsAt: Date | null;
  saleEndsAt: Date | null;
};

export type SaleRequest = { price: number | null; startsAt: Date | null; endsAt: Date | null };

const NO_SALE: SaleColumns = { salePrice: null, scheduledSalePrice: null, saleStartsAt: null, saleEndsAt: null };

/** The problem with a requested sale (for the field it belongs to), or null when it can be saved. */
export function saleProblem(request: SaleRequest, regularPrice: number | null): { field: "salePrice" | "saleEndsAt"; message: string } | null {
  if (request.price === null) return null;
  if (regularPrice === null) return { field: "salePrice", message: "Set a regular price before a sale price." };
  if (request.price >= regularPrice) return { field: "salePrice", message: "The sale price must be below the regular price." };
  if (request.startsAt && request.endsAt && request.endsAt <= request.startsAt) return { field: "saleEndsAt", message: "The sale must end after it starts." };
  return null;
}

/** The columns to store for a requested sale at `now`. */
export function planSale(request: SaleRequest, now: Date): SaleColumns {
  if (request.price === null) return NO_SALE;
  if (!request.startsAt && !request.endsAt) return { ...NO_SALE, salePrice: request.price };
  const schedule = { scheduledSalePrice: request.price, saleStartsAt: request.startsAt, saleEndsAt: request.endsAt };
  if (request.endsAt && request.endsAt <= now) return NO_SALE;
  const started = !request.startsAt || request.startsAt <= now;
  return { ...schedule, salePrice: started ? request.price : null };
}

/** What the editor shows for stored columns: the sale price whether active or still to come. */
export function saleRequestOf(columns: SaleColumns): SaleRequest {
  return { price: columns.scheduledSalePrice ?? columns.salePrice, startsAt: columns.saleStartsAt, endsAt: columns.saleEndsAt };
}

/** The schedule job's step for one row: the new columns when the sale starts or ends at `now`, else null. */
export function advanceSale(columns: SaleColumns, now: Date): SaleColumns | null {
  if (columns.saleEndsAt && columns.saleEndsAt <= now) return NO_SALE;
  const due = columns.scheduledSalePrice !== null && (!columns.saleStartsAt || columns.saleStartsAt <= now);
  if (due && columns.salePrice !== columns.scheduledSalePrice) return { ...columns, salePrice: columns.scheduledSalePrice };
  return null;
}
