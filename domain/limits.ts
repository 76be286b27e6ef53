import { z } from "zod";

/**
 * Bounds every edge checks input against before it reaches the database, named once so the JSON API and
 * the page forms cannot drift apart.
 */

/** The largest value of a PostgreSQL `integer` (int4): every row id of ours fits in one. */
export const MAX_INT4 = 2_147_483_647;

/** The most of one product a single cart line, add or quantity change may ask for. */
export const MAX_LINE_QUANTITY = 10_000;

/** The most an order note may hold, in UTF-16 units as a textarea's maxLength counts them. */
export const ORDER_NOTE_MAX_LENGTH = 2000;

/** The cart's shipping calculator: the longest region and postcode it takes. */
export const SHIPPING_REGION_MAX_LENGTH = 100;
export const SHIPPING_POSTCODE_MAX_LENGTH = 20;
export const SHIPPING_CITY_MAX_LENGTH = 100;

/** A row id as a caller may name it: a whole number from 1 to MAX_INT4 (a larger one can name no row). */
export function isRowId(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 1 && value <= MAX_INT4;
}

/**
 * Every whole number an input hands to an integer column (a row id, a record's version) is declared with
 * these, so none can be larger than the column holds: past MAX_INT4 the database itself would refuse it.
 */
export const int4 = (min = 0) => z.number().int().min(min).max(MAX_INT4);
/** The same, read from a path, query string or form field. */
export const coercedInt4 = (min = 0) => z.coerce.number().int().min(min).max(MAX_INT4);

/** A record's version as an admin save sends it back (optimistic concurrency): from 1 to MAX_INT4. */
export const versionSchema = int4(1).describe("The record's version as it was read; a save against an older one answers 409 stale_version.");
export const coercedVersionSchema = coercedInt4(1);

/** A version posted in a form field, or null when it is missing or no version at all. */
export function formVersion(value: unknown): number | null {
  if (typeof value !== "string" || !/^\d{1,10}$/.test(value.trim())) return null;
  const parsed = versionSchema.safeParse(Number(value));
  return parsed.success ? parsed.data : null;
}
