import { formatMoney, formatPriceRange } from "../../../../domain/money.ts";
import { PRODUCT_STATUS_LABELS, STOCK_STATUS_LABELS } from "../../../../domain/admin/product-list.ts";

/** Dates in UTC so the server's page and the browser's agree (no hydration mismatch across time zones). */
const DATE = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
export const formatDate = (iso: string) => `${DATE.format(new Date(iso))} UTC`;

export function priceLabel(row: { type: string; priceMin: number; priceMax: number; regularPrice: number | null; salePrice: number | null }): string {
  if (row.type !== "simple") return row.priceMax > 0 ? formatPriceRange({ min: row.priceMin, max: row.priceMax }) : "—";
  if (row.regularPrice === null) return "—";
  return row.salePrice !== null ? `${formatMoney(row.salePrice)} (was ${formatMoney(row.regularPrice)})` : formatMoney(row.regularPrice);
}

export function stockLabel(row: { manageStock: boolean; stockQuantity: number | null; stockStatus: keyof typeof STOCK_STATUS_LABELS }): string {
  const status = STOCK_STATUS_LABELS[row.stockStatus];
  return row.manageStock && row.stockQuantity !== null ? `${row.stockQuantity} · ${status}` : status;
}

/** One field of an audit-style before/after, as a person reads it. */
export function fieldValue(field: string, value: unknown, categoryNames: ReadonlyMap<number, string>): string {
  if (value === null || value === undefined) return "—";
  if (field === "regularPrice" || field === "salePrice") return formatMoney(Number(value));
  if (field === "status") return PRODUCT_STATUS_LABELS[value as keyof typeof PRODUCT_STATUS_LABELS] ?? String(value);
  if (field === "stockStatus") return STOCK_STATUS_LABELS[value as keyof typeof STOCK_STATUS_LABELS] ?? String(value);
  if (field === "manageStock") return value ? "tracked" : "not tracked";
  if (field === "categoryIds" && Array.isArray(value)) return value.map((id) => categoryNames.get(Number(id)) ?? `#${id}`).join(", ") || "none";
  return String(value);
}

export const FIELD_LABELS: Record<string, string> = {
  status: "Status",
  categoryIds: "Categories",
  regularPrice: "Regular price",
  salePrice: "Sale price",
  manageStock: "Stock",
  stockQuantity: "Quantity",
  stockStatus: "Stock status",
};

type ActionLike =
  | { kind: "publish" | "unpublish" | "trash" }
  | { kind: "add-category" | "remove-category"; categoryId: number }
  | { kind: "price"; mode: "percent" | "fixed"; direction: "up" | "down"; amount: number }
  | { kind: "stock"; mode: "set" | "adjust"; amount: number };

/** "Change regular price: up by 10 %", "Add to category: Lamps", "Import products". */
export function actionTitle(action: ActionLike | null, categoryNames: ReadonlyMap<number, string>): string {
  if (!action) return "Import products";
  switch (action.kind) {
    case "publish":
      return "Publish";
    case "unpublish":
      return "Unpublish (draft)";
    case "trash":
      return "Move to trash";
    case "add-category":
    case "remove-category":
      return `${action.kind === "add-category" ? "Add to" : "Remove from"} category: ${categoryNames.get(action.categoryId) ?? `#${action.categoryId}`}`;
    case "price":
      return `Change regular price: ${action.direction} by ${action.mode === "percent" ? `${action.amount} %` : formatMoney(action.amount)}`;
    case "stock":
      return action.mode === "set" ? `Set stock to ${action.amount}` : `Adjust stock by ${action.amount > 0 ? "+" : ""}${action.amount}`;
  }
}
