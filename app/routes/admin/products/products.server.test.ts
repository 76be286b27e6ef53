import { describe, expect, it } from "vitest";
import { bulkActionOf, bulkFormSchema, bulkTargetOf, jobIdOf, listQueryOf } from "./products.server.ts";

const form = (values: Record<string, string>) => bulkFormSchema.parse({ intent: "bulk-preview", scope: "selected", ...values });

describe("the bulk form", () => {
  it.each([
    [{ kind: "publish" }, { kind: "publish" }],
    [
      { kind: "add-category", categoryId: "4" },
      { kind: "add-category", categoryId: 4 },
    ],
    [
      { kind: "price", priceMode: "percent", priceDirection: "up", priceAmount: "12.5" },
      { kind: "price", mode: "percent", direction: "up", amount: 12.5 },
    ],
    // A fixed amount is typed in euros and cents and counted in cents.
    [
      { kind: "price", priceMode: "fixed", priceDirection: "down", priceAmount: "2,50" },
      { kind: "price", mode: "fixed", direction: "down", amount: 250 },
    ],
    [
      { kind: "stock", stockMode: "adjust", stockAmount: "-3" },
      { kind: "stock", mode: "adjust", amount: -3 },
    ],
  ])("%o is %o", (values, action) => {
    expect(bulkActionOf(form(values))).toEqual({ ok: true, action });
  });

  it.each([
    [{ kind: "add-category" }, { categoryId: "Choose a category." }],
    [{ kind: "price", priceMode: "percent", priceDirection: "up", priceAmount: "" }, { priceAmount: expect.stringContaining("positive amount") }],
    [{ kind: "price", priceMode: "percent", priceDirection: "up", priceAmount: "5000" }, { priceAmount: expect.stringContaining("positive amount") }],
    [{ kind: "stock", stockMode: "set", stockAmount: "-1" }, { stockAmount: expect.stringContaining("whole number") }],
    [{ kind: "stock", stockMode: "set", stockAmount: "1.5" }, { stockAmount: expect.stringContaining("whole number") }],
  ])("refuses %o beside its field", (values, fields) => {
    expect(bulkActionOf(form(values))).toEqual({ ok: false, fields });
  });

  it("takes the ticked ids, or the list's filters for every match", () => {
    expect(bulkTargetOf(form({ kind: "publish" }), ["3", "x", "9"])).toEqual({ ok: true, target: { ids: [3, 9] }, scope: "2 ticked products" });
    expect(bulkTargetOf(form({ kind: "publish" }), [])).toMatchObject({ ok: false });
    expect(bulkTargetOf(form({ kind: "publish", scope: "all", type: "simple" }), [])).toMatchObject({
      ok: true,
      target: { filter: { type: "simple" } },
      scope: "every product type simple",
    });
  });
});

describe("the list's address", () => {
  it("reads filters, ignoring blanks and other parameters", () => {
    expect(listQueryOf(new URL("http://x/admin/products?q=&type=simple&page=2&utm_source=mail"))).toMatchObject({
      type: "simple",
      page: 2,
      perPage: 25,
      q: undefined,
    });
  });

  it("answers 400 for a sort that does not exist, and 404 for a job id that is not a number", () => {
    expect(() => listQueryOf(new URL("http://x/admin/products?sort=colour"))).toThrow();
    expect(() => jobIdOf("abc")).toThrow();
    expect(jobIdOf("12")).toBe(12);
  });
});
