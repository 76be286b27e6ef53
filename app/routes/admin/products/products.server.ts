import { data } from "react-router";
import type { BulkAction } from "../../../../domain/admin/bulk-action.ts";
import type { ProductListQuery } from "../../../../domain/admin/product-list.ts";
import { bulkActionSchema, productFilterShape, productListPageSchema } from "../../../../server/services/admin-products/input.ts";
import type { BulkTarget } from "../../../../server/services/admin-products/index.ts";
import { z } from "zod";
import { ADMIN_HEADERS } from "../../../lib/admin.server.ts";
import { describeTarget } from "../../../../domain/admin/bulk-scope.ts";

/** The list's query from the URL; a value no filter knows answers 400 rather than a silently different list. */
export function listQueryOf(url: URL): ProductListQuery {
  const parsed = productListPageSchema.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success)
    throw data({ error: { message: "This list address has a filter or sort that does not exist." } }, { status: 400, headers: ADMIN_HEADERS });
  return parsed.data;
}

/** A job's id from its URL: anything but a whole positive number is a job that does not exist. */
export function jobIdOf(param: string | undefined): number {
  const id = Number(param);
  if (!/^\d{1,9}$/.test(param ?? "") || id < 1) throw data({ error: { message: "There is no such job." } }, { status: 404, headers: ADMIN_HEADERS });
  return id;
}

const MAX_TICKED = 100;

/** The bulk form as posted: the action's own fields, what it applies to, and the list's filters. */
export const bulkFormSchema = z.object({
  intent: z.literal("bulk-preview"),
  kind: z.enum(["publish", "unpublish", "trash", "add-category", "remove-category", "price", "stock"], { message: "Choose an action." }),
  categoryId: z.string().max(12).optional(),
  priceMode: z.enum(["percent", "fixed"]).optional(),
  priceDirection: z.enum(["up", "down"]).optional(),
  priceAmount: z.string().max(20).optional(),
  stockMode: z.enum(["set", "adjust"]).optional(),
  stockAmount: z.string().max(20).optional(),
  scope: z.enum(["selected", "all"], { message: "Choose which products." }),
  ...productFilterShape,
});
type BulkForm = z.infer<typeof bulkFormSchema>;

const FIELD_OF: Record<string, Record<string, string>> = { price: { amount: "priceAmount" }, stock: { amount: "stockAmount" } };

/** The form's action as the service takes it, or the errors beside its fields. */
export function bulkActionOf(form: BulkForm): { ok: true; action: BulkAction } | { ok: false; fields: Record<string, string> } {
  const candidate =
    form.kind === "add-category" || form.kind === "remove-category"
      ? { kind: form.kind, categoryId: Number(form.categoryId) }
      : form.kind === "price"
        ? {
            kind: form.kind,
            mode: form.priceMode,
            direction: form.priceDirection,
            // A fixed amount is typed in the shop's currency (12.50); the service counts minor units.
            amount: form.priceMode === "fixed" ? Math.round(Number(form.priceAmount?.replace(",", ".")) * 100) : Number(form.priceAmount?.replace(",", ".")),
          }
        : form.kind === "stock"
          ? { kind: form.kind, mode: form.stockMode, amount: Number(form.stockAmount) }
          : { kind: form.kind };
  const parsed = bulkActionSchema.safeParse(candidate);
  if (parsed.success) return { ok: true, action: parsed.data };
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? "kind");
    const field = FIELD_OF[form.kind]?.[key] ?? (key === "categoryId" ? "categoryId" : key === "mode" || key === "direction" ? `${form.kind}Mode` : "kind");
    fields[field] ??= key === "categoryId" ? "Choose a category." : key === "amount" ? amountMessage(form.kind) : issue.message;
  }
  return { ok: false, fields };
}

const amountMessage = (kind: string) =>
  kind === "price"
    ? "Enter a positive amount: a percentage up to 1000, or a sum such as 2.50."
    : "Enter a whole number (negative to take stock away when adjusting).";

/** The ticked rows, or every product matching the filters the list showed. */
export function bulkTargetOf(form: BulkForm, ticked: FormDataEntryValue[]): { ok: true; target: BulkTarget; scope: string } | { ok: false; message: string } {
  if (form.scope === "all") {
    const filter = { q: form.q, type: form.type, category: form.category, stock: form.stock, status: form.status };
    return { ok: true, target: { filter }, scope: describeTarget({ filter }) };
  }
  const ids = ticked.filter((value): value is string => typeof value === "string" && /^\d{1,9}$/.test(value)).map(Number);
  if (ids.length === 0) return { ok: false, message: "Tick at least one product, or choose every product matching the filters." };
  if (ids.length > MAX_TICKED) return { ok: false, message: `Tick at most ${MAX_TICKED} products, or choose every product matching the filters.` };
  return { ok: true, target: { ids }, scope: describeTarget({ ids }) };
}
