import { describe, expect, it } from "vitest";
import { averageRating, changesRating, REVIEW_STATUS_ORDER, STATUS_AFTER } from "./review-moderation.ts";

describe("review moderation rules", () => {
  it("says which status each action leaves", () => {
    expect(STATUS_AFTER).toEqual({ approve: "approved", unapprove: "pending", spam: "spam", delete: null });
  });

  it("lists pending reviews first", () => {
    expect(Object.entries(REVIEW_STATUS_ORDER).sort((a, b) => a[1] - b[1])[0]![0]).toBe("pending");
  });

  it("knows when the product's rating must be recomputed", () => {
    expect(changesRating("approve", ["pending"])).toBe(true);
    expect(changesRating("approve", ["approved"])).toBe(false);
    expect(changesRating("spam", ["pending"])).toBe(false);
    expect(changesRating("spam", ["approved"])).toBe(true);
    expect(changesRating("delete", ["pending", "spam"])).toBe(false);
    expect(changesRating("delete", ["approved"])).toBe(true);
    expect(changesRating("unapprove", ["approved"])).toBe(true);
  });

  it("averages the approved ratings to two decimals", () => {
    expect(averageRating([])).toEqual({ average: 0, count: 0 });
    expect(averageRating([5, 4, 1])).toEqual({ average: 3.33, count: 3 });
    expect(averageRating([5])).toEqual({ average: 5, count: 1 });
  });
});
