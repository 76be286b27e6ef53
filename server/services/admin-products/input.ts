import { z } from "zod";
import { BULK_KINDS } from "../../../domain/admin/bulk-action.ts";
import { MAX_BULK_TARGETS } from "../../../domain/admin/bulk-job.ts";
import { MAX_PRICE_AMOUNT_MINOR, MAX_PRICE_PERCENT, PRICE_CHANGE_DIRECTIONS, PRICE_CHANGE_MODES } from "../../../domain/admin/bulk-price.ts";
import { MAX_STOCK_QUANTITY, STOCK_CHANGE_MODES } from "../../../domain/admin/bulk-stock.ts";
import { MAX_IMPORT_BYTES } from "../../../domain/admin/product-import.ts";
import {
  PRODUCT_LIST_MAX_PAGE_SIZE,
  PRODUCT_LIST_MAX_SEARCH,
  PRODUCT_LIST_PAGE_SIZE,
  PRODUCT_LIST_SORTS,
  PRODUCT_STATUSES,
  PRODUCT_TYPES,
  effectiveSort,
  type ProductListSort,
  STOCK_STATUSES,
} from "../../../domain/admin/product-list.ts";
import { CURSOR_MAX_LENGTH, parseCursor } from "../../../domain/admin/product-list-cursor.ts";
import { coercedInt4, int4 } from "../../../domain/limits.ts";

/**
 * The inputs of the admin's products list and jobs, shared by the pages and the JSON API (where they are
 * published in /api/openapi.json).
 */
const blankIsAbsent = (value: unknown) => (value === "" ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankIsAbsent, schema.optional());

export const productFilterShape = {
  q: optional(z.string().trim().max(PRODUCT_LIST_MAX_SEARCH)).describe("Words of the name, or the start of the SKU"),
  type: optional(z.enum(PRODUCT_TYPES)),
  category: optional(
    z
      .string()
      .max(100)
      .regex(/^[a-z0-9-]+$/),
  ).describe("A category slug"),
  stock: optional(z.enum(STOCK_STATUSES)),
  status: optional(z.enum(PRODUCT_STATUSES)).describe("Without it, every product but the trash"),
};

export const productListShape = {
  ...productFilterShape,
  sort: optional(z.enum(PRODUCT_LIST_SORTS)).describe("Without it: the last updated first, searches too"),
  dir: optional(z.enum(["asc", "desc"])),
  page: z.preprocess(blankIsAbsent, z.coerce.number().int().min(1).max(100_000).default(1)),
  perPage: z.preprocess(blankIsAbsent, z.coerce.number().int().min(1).max(PRODUCT_LIST_MAX_PAGE_SIZE).default(PRODUCT_LIST_PAGE_SIZE)),
  after: optional(z.string().max(CURSOR_MAX_LENGTH)).describe("The next page: the `next` of the page before (the sort value and id it continues from)"),
  before: optional(z.string().max(CURSOR_MAX_LENGTH)).describe("The previous page: the `previous` of the page after; `end` for the last page"),
};

/** A cursor must be one of the list's own sort: a link kept from another sort answers 400, not another page. */
function cursorFitsSort(query: {
  sort?: ProductListSort | undefined;
  dir?: "asc" | "desc" | undefined;
  after?: string | undefined;
  before?: string | undefined;
}) {
  return parseCursor(query, effectiveSort(query).sort) !== "invalid";
}
const cursorIssue = { message: "This page link does not belong to this sort.", path: ["after"] };

/** The API's query: unknown parameters are refused. */
export const productListQuerySchema = z.strictObject(productListShape).refine(cursorFitsSort, cursorIssue);
/** A page's query: other parameters (a campaign tag, the editor's "saved") are left alone. */
export const productListPageSchema = z.object(productListShape).refine(cursorFitsSort, cursorIssue);

const categoryId = int4(1);

export const bulkActionSchema = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.enum(["publish", "unpublish", "trash"]) }),
  z.strictObject({ kind: z.enum(["add-category", "remove-category"]), categoryId }),
  z
    .strictObject({
      kind: z.literal("price"),
      mode: z.enum(PRICE_CHANGE_MODES),
      direction: z.enum(PRICE_CHANGE_DIRECTIONS),
      amount: z.number().positive().describe("Percent, or minor units for a fixed amount"),
    })
    .refine(
      (change) => (change.mode === "percent" ? change.amount <= MAX_PRICE_PERCENT : Number.isInteger(change.amount) && change.amount <= MAX_PRICE_AMOUNT_MINOR),
      {
        path: ["amount"],
        message: `At most ${MAX_PRICE_PERCENT} %, or a whole number of minor units up to ${MAX_PRICE_AMOUNT_MINOR}.`,
      },
    ),
  z
    .strictObject({ kind: z.literal("stock"), mode: z.enum(STOCK_CHANGE_MODES), amount: z.number().int().min(-MAX_STOCK_QUANTITY).max(MAX_STOCK_QUANTITY) })
    .refine((change) => change.mode === "adjust" || change.amount >= 0, { path: ["amount"], message: "A quantity to set cannot be negative." }),
]);

export const bulkTargetSchema = z.union([
  z.strictObject({ ids: z.array(int4(1)).min(1).max(MAX_BULK_TARGETS) }),
  z.strictObject({ filter: z.strictObject(productFilterShape) }),
]);

export const bulkJobBodySchema = z.strictObject({ action: bulkActionSchema, target: bulkTargetSchema });

export const importBodySchema = z.strictObject({ csv: z.string().min(1).max(MAX_IMPORT_BYTES).describe("The CSV file's text, its header row first") });

export const jobParamsSchema = z.strictObject({ id: coercedInt4(1) });

export { BULK_KINDS };
