import { describe, expect, it } from "vitest";
import { advanceSale, planSale, saleProblem, saleRequestOf } from "./sale-schedule.ts";

const at = (iso: string) => new Date(iso);
const NOW = at("2026-06-15T12:00:00Z");

describe("planSale", () => {
  it("stores a sale without dates as active at once", () => {
    expect(planSale({ price: 900, startsAt: null, endsAt: null }, NOW)).toEqual({
      salePrice: 900,
      scheduledSalePrice: null,
      saleStartsAt: null,
      saleEndsAt: null,
    });
  });

  it("keeps a sale that starts later out of salePrice until it starts", () => {
    const starts = at("2026-07-01T00:00:00Z");
    expect(planSale({ price: 900, startsAt: starts, endsAt: null }, NOW)).toEqual({
      salePrice: null,
      scheduledSalePrice: 900,
      saleStartsAt: starts,
      saleEndsAt: null,
    });
  });

  it("applies a sale that has started and keeps its end for the job", () => {
    const starts = at("2026-06-01T00:00:00Z");
    const ends = at("2026-06-30T00:00:00Z");
    expect(planSale({ price: 900, startsAt: starts, endsAt: ends }, NOW)).toEqual({
      salePrice: 900,
      scheduledSalePrice: 900,
      saleStartsAt: starts,
      saleEndsAt: ends,
    });
  });

  it("stores nothing for a sale that has already ended, or for no sale price", () => {
    const empty = { salePrice: null, scheduledSalePrice: null, saleStartsAt: null, saleEndsAt: null };
    expect(planSale({ price: 900, startsAt: null, endsAt: at("2026-06-01T00:00:00Z") }, NOW)).toEqual(empty);
    expect(planSale({ price: null, startsAt: NOW, endsAt: null }, NOW)).toEqual(empty);
  });

  it("reads back as the request the editor shows", () => {
    const request = { price: 900, startsAt: at("2026-07-01T00:00:00Z"), endsAt: at("2026-07-08T00:00:00Z") };
    expect(saleRequestOf(planSale(request, NOW))).toEqual(request);
  });
});

describe("saleProblem", () => {
  it("asks for a sale below the regular price, a regular price first, and an end after the start", () => {
    expect(saleProblem({ price: 1000, startsAt: null, endsAt: null }, 1000)?.field).toBe("salePrice");
    expect(saleProblem({ price: 500, startsAt: null, endsAt: null }, null)?.field).toBe("salePrice");
    expect(saleProblem({ price: 500, startsAt: NOW, endsAt: NOW }, 1000)?.field).toBe("saleEndsAt");
    expect(saleProblem({ price: 500, startsAt: NOW, endsAt: null }, 1000)).toBeNull();
    expect(saleProblem({ price: null, startsAt: null, endsAt: null }, null)).toBeNull();
  });
});

describe("advanceSale", () => {
  const scheduled = { salePrice: null, scheduledSalePrice: 900, saleStartsAt: at("2026-06-15T12:00:00Z"), saleEndsAt: at("2026-06-20T00:00:00Z") };

  it("applies the sale when its start comes, not before", () => {
    expect(advanceSale(scheduled, at("2026-06-15T11:59:00Z"))).toBeNull();
    expect(advanceSale(scheduled, NOW)).toEqual({ ...scheduled, salePrice: 900 });
  });

  it("does nothing to a sale already applied", () => {
    expect(advanceSale({ ...scheduled, salePrice: 900 }, at("2026-06-16T00:00:00Z"))).toBeNull();
  });

  it("clears the sale once its end has passed", () => {
    expect(advanceSale({ ...scheduled, salePrice: 900 }, at("2026-06-20T00:00:00Z"))).toEqual({
      salePrice: null,
      scheduledSalePrice: null,
      saleStartsAt: null,
      saleEndsAt: null,
    });
  });

  it("leaves a plain sale alone", () => {
    expect(advanceSale({ salePrice: 500, scheduledSalePrice: null, saleStartsAt: null, saleEndsAt: null }, NOW)).toBeNull();
  });
});
