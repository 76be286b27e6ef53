/**
 * The coupons pages' server side: the list's query and the editor's form read with zod, and the editor's
 * choices (categories). Route modules import this only from their loaders and actions.
 */
import { data } from "react-router";
import { z } from "zod";
import { couponFormSchema, couponInputOfForm } from "../../../../domain/admin/coupon-form.ts";
import { COUPON_STATUSES } from "../../../../domain/admin/coupon-status.ts";
import { COUPON_TYPES } from "../../../../domain/cart/coupons.ts";
import { formVersion } from "../../../../domain/limits.ts";
import { COUPON_SORTS } from "../../../../server/services/coupons/types.ts";
import { adminProblem, formValues, parseAdminForm } from "../../../lib/admin.server.ts";

const blankAs = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

/** The list's filters from the address; anything malformed falls back to the default rather than failing the page. */
export const couponListQuery = z.object({
  q: blankAs(z.string().max(100)).catch(undefined),
  status: blankAs(z.enum(COUPON_STATUSES)).catch(undefined),
  type: blankAs(z.enum(COUPON_TYPES)).catch(undefined),
  sort: blankAs(z.enum(COUPON_SORTS)).catch(undefined),
  dir: blankAs(z.enum(["asc", "desc"])).catch(undefined),
  page: blankAs(z.coerce.number().int().min(1).max(100_000)).catch(undefined),
});

export function listQueryOf(request: Request) {
  return couponListQuery.parse(Object.fromEntries(new URL(request.url).searchParams));
}

/** A coupon id from the address: a positive whole number, or 404. */
/** The answer to a form whose version is missing or not a version: it cannot have come from the editor. */
export const badVersion = (intent: string) =>
  adminProblem(400, { intent, message: "This form has no valid version of the coupon: reload the page and make your change again.", fields: {} });

export function couponIdOf(param: string | undefined): number {
  const id = Number(param);
  if (!Number.isSafeInteger(id) || id < 1 || String(id) !== param) throw data(null, { status: 404, statusText: "Not found" });
  return id;
}

/** The id lists the pickers post as repeated fields, joined for the form schema. */
const LIST_FIELDS = ["productIds", "excludedProductIds", "categoryIds", "excludedCategoryIds"] as const;

/** The editor's form as a coupon input, or the 400 answer with the errors beside the fields and what was typed. */
export function readCouponForm(form: FormData, intent: string) {
  const values: Record<string, string> = { ...formValues(form) };
  for (const field of LIST_FIELDS)
    values[field] = form
      .getAll(field)
      .filter((v): v is string => typeof v === "string")
      .join(",");
  const parsed = parseAdminForm(couponFormSchema, values, intent);
  if (!parsed.ok) return parsed;
  const result = couponInputOfForm(parsed.data);
  if (!result.ok)
    return { ok: false as const, response: adminProblem(400, { intent, message: "Please correct the fields marked below.", fields: result.fields, values }) };
  // The version the editor was read at (null on a new coupon's form, or when it is no version at all).
  return { ok: true as const, input: result.input, version: formVersion(parsed.data.version), values };
}
