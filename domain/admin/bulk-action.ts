import { applyPriceChange, type PriceChange } from "./bulk-price.ts";
import { applyStockChange, type StockChange, type StockStatus } from "./bulk-stock.ts";

/**
 * What a bulk action does to one product: the fields before and after (the audit log's entry and the
 * preview's row), or why the product is skipped. Pure: the job runner and the preview share it.
 */
export const BULK_KINDS = ["publish", "unpublish", "trash", "add-category", "remove-category", "price", "stock"] as const;
export type BulkKind = (typeof BULK_KINDS)[number];

export type BulkAction =
  | { kind: "publish" | "unpublish" | "trash" }
  | { kind: "add-category" | "remove-category"; categoryId: number }
  | ({ kind: "price" } & PriceChange)
  | ({ kind: "stock" } & StockChange);

export const BULK_KIND_LABELS: Record<BulkKind, string> = {
  publish: "Publish",
  unpublish: "Unpublish (draft)",
  trash: "Move to trash",
  "add-category": "Add to category",
  "remove-category": "Remove from category",
  price: "Change regular price",
  stock: "Change stock",
};

export type BulkProduct = {
  id: number;
  name: string;
  type: "simple" | "variable" | "grouped";
  status: "publish" | "draft" | "trash";
  regularPrice: number | null;
  salePrice: number | null;
  manageStock: boolean;
  stockQuantity: number | null;
  stockStatus: StockStatus;
  categoryIds: number[];
};

export type BulkPlan = { ok: true; before: Record<string, unknown>; after: Record<string, unknown> } | { ok: false; reason: string };

export const BULK_SKIP_REASONS = {
  alreadyPublished: "already published",
  alreadyDraft: "already a draft",
  alreadyTrashed: "already in the trash",
  alreadyInCategory: "already in that category",
  notInCategory: "not in that category",
  notSimplePrice: "its prices are set per variation or by its children",
  notSimpleStock: "its stock is kept per variation or by its children",
} as const;

const STATUS_OF = { publish: "publish", unpublish: "draft", trash: "trash" } as const;
const ALREADY = { publish: BULK_SKIP_REASONS.alreadyPublished, draft: BULK_SKIP_REASONS.alreadyDraft, trash: BULK_SKIP_REASONS.alreadyTrashed } as const;

export function planBulkChange(product: BulkProduct, action: BulkAction): BulkPlan {
  switch (action.kind) {
    case "publish":
    case "unpublish":
    case "trash": {
      const status = STATUS_OF[action.kind];
      if (product.status === status) return { ok: false, reason: ALREADY[status] };
      return { ok: true, before: { status: product.status }, after: { status } };
    }
    case "add-category":
    case "remove-category": {
      const has = product.categoryIds.includes(action.categoryId);
      if (action.kind === "add-category" && has) return { ok: false, reason: BULK_SKIP_REASONS.alreadyInCategory };
      if (action.kind === "remove-category" && !has) return { ok: false, reason: BULK_SKIP_REASONS.notInCategory };
      const categoryIds =
        action.kind === "add-category"
          ? [...product.categoryIds, action.categoryId].sort((a, b) => a - b)
          : product.categoryIds.filter((id) => id !== action.categoryId);
      return { ok: true, before: { categoryIds: product.categoryIds }, after: { categoryIds } };
    }
    case "price": {
      if (product.type !== "simple") return { ok: false, reason: BULK_SKIP_REASONS.notSimplePrice };
      const result = applyPriceChange(product, action);
      if (!result.ok) return result;
      return { ok: true, before: { regularPrice: product.regularPrice, salePrice: product.salePrice }, after: result.after };
    }
    case "stock": {
      if (product.type !== "simple") return { ok: false, reason: BULK_SKIP_REASONS.notSimpleStock };
      const result = applyStockChange(product, action);
      if (!result.ok) return result;
      const { manageStock, stockQuantity, stockStatus } = product;
      return { ok: true, before: { manageStock, stockQuantity, stockStatus }, after: result.after };
    }
  }
}

/** Counts skip reasons for a report: "already published" × 3. */
export function tallyReasons(reasons: readonly string[]): Record<string, number> {
  const tally: Record<string, number> = {};
  for (const reason of reasons) tally[reason] = (tally[reason] ?? 0) + 1;
  return tally;
}
