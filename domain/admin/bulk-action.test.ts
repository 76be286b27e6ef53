import { describe, expect, it } from "vitest";
import { type BulkAction, type BulkProduct, BULK_SKIP_REASONS, planBulkChange, tallyReasons } from "./bulk-action.ts";

const product: BulkProduct = {
  id: 1,
  name: "Lamp",
  type: "simple",
  status: "publish",
  regularPrice: 1000,
  salePrice: 900,
  manageStock: true,
  stockQuantity: 4,
  stockStatus: "instock",
  categoryIds: [2, 5],
};

describe("planBulkChange", () => {
  it.each<{ action: BulkAction; on?: Partial<BulkProduct>; before: object; after: object }>([
    { action: { kind: "unpublish" }, before: { status: "publish" }, after: { status: "draft" } },
    { action: { kind: "trash" }, before: { status: "publish" }, after: { status: "trash" } },
    { action: { kind: "publish" }, on: { status: "draft" }, before: { status: "draft" }, after: { status: "publish" } },
    { action: { kind: "add-category", categoryId: 3 }, before: { categoryIds: [2, 5] }, after: { categoryIds: [2, 3, 5] } },
    { action: { kind: "remove-category", categoryId: 5 }, before: { categoryIds: [2, 5] }, after: { categoryIds: [2] } },
    {
      action: { kind: "price", mode: "percent", direction: "up", amount: 10 },
      before: { regularPrice: 1000, salePrice: 900 },
      after: { regularPrice: 1100, salePrice: 900 },
    },
    {
      action: { kind: "stock", mode: "adjust", amount: -4 },
      before: { manageStock: true, stockQuantity: 4, stockStatus: "instock" },
      after: { manageStock: true, stockQuantity: 0, stockStatus: "outofstock" },
    },
  ])("$action.kind changes $before into $after", ({ action, on, before, after }) => {
    expect(planBulkChange({ ...product, ...on }, action)).toEqual({ ok: true, before, after });
  });

  it.each<{ action: BulkAction; on?: Partial<BulkProduct>; reason: string }>([
    { action: { kind: "publish" }, reason: BULK_SKIP_REASONS.alreadyPublished },
    { action: { kind: "unpublish" }, on: { status: "draft" }, reason: BULK_SKIP_REASONS.alreadyDraft },
    { action: { kind: "trash" }, on: { status: "trash" }, reason: BULK_SKIP_REASONS.alreadyTrashed },
    { action: { kind: "add-category", categoryId: 2 }, reason: BULK_SKIP_REASONS.alreadyInCategory },
    { action: { kind: "remove-category", categoryId: 9 }, reason: BULK_SKIP_REASONS.notInCategory },
    { action: { kind: "price", mode: "fixed", direction: "up", amount: 1 }, on: { type: "variable" }, reason: BULK_SKIP_REASONS.notSimplePrice },
    { action: { kind: "stock", mode: "set", amount: 1 }, on: { type: "grouped" }, reason: BULK_SKIP_REASONS.notSimpleStock },
  ])("$action.kind skips: $reason", ({ action, on, reason }) => {
    expect(planBulkChange({ ...product, ...on }, action)).toEqual({ ok: false, reason });
  });
});

describe("tallyReasons", () => {
  it("counts each reason", () => {
    expect(tallyReasons(["a", "b", "a"])).toEqual({ a: 2, b: 1 });
  });
});
