import { describe, expect, it } from "vitest";
import { checkImport, columnKey, MAX_IMPORT_ROWS, parseMoney } from "./product-import.ts";

const known = { categorySlugs: new Set(["lamps", "kitchen"]), takenSkus: new Set(["old-1"]) };

describe("parseMoney", () => {
  it.each([
    ["12.50", 1250],
    ["12,5", 1250],
    ["7", 700],
    ["", null],
    ["-3", Number.NaN],
    ["1.234", Number.NaN],
    ["abc", Number.NaN],
  ])("%j is %s", (text, minor) => {
    expect(parseMoney(text)).toBe(minor);
  });
});

describe("columnKey", () => {
  it("reads headers loosely", () => {
    expect(["Regular price", "regular-price", " REGULAR_PRICE "].map(columnKey)).toEqual(["regular_price", "regular_price", "regular_price"]);
  });
});

describe("checkImport", () => {
  it("reads a header in any order, quoted fields and category lists", () => {
    const csv = 'status,Regular Price,name,categories,sku,stock quantity,sale price\ndraft,12.50,"Lamp, large",lamps|kitchen,L-1,3,9.99\n,5,"Two\nlines",,,,';
    expect(checkImport(csv, known)).toEqual({
      ok: true,
      refused: [],
      valid: [
        {
          line: 2,
          name: "Lamp, large",
          sku: "L-1",
          regularPrice: 1250,
          salePrice: 999,
          stockQuantity: 3,
          categorySlugs: ["lamps", "kitchen"],
          status: "draft",
        },
        { line: 3, name: "Two\nlines", sku: null, regularPrice: 500, salePrice: null, stockQuantity: null, categorySlugs: [], status: "publish" },
      ],
    });
  });

  it.each([
    ["x,,,", "The name is empty."],
    ["A,,,", "The regular price must be an amount such as 12.50."],
    ["A,5,6,", "The sale price must be below the regular price."],
    ["A,5,,nope", "No category has the slug nope."],
    ["A,5,,,OLD-1", "The SKU OLD-1 is already used by another product."],
    ["A,5,,,,-1", "The stock quantity must be a whole number from 0 to 1000000, or empty."],
    ["A,5,,,,,sold", "The status must be publish or draft."],
  ])("refuses %j: %s", (row, reason) => {
    const csv = `name,regular_price,sale_price,categories,sku,stock_quantity,status\n${row.startsWith("x") ? row.slice(1) : row}`;
    const result = checkImport(csv, known);
    expect(result).toMatchObject({ ok: true, valid: [], refused: [{ line: 2, reason }] });
  });

  it("refuses a SKU repeated in the file on its second row", () => {
    const result = checkImport("name,regular_price,sku\nA,1,S\nB,1,s", known);
    expect(result).toMatchObject({ ok: true, valid: [{ name: "A" }], refused: [{ line: 3, name: "B", reason: "The SKU s appears twice in the file." }] });
  });

  it.each([
    ["", "The file is empty."],
    ["name,regular_price", "The file has a header row but no products."],
    ["name,sku\nA,1", "The header row needs the columns regular_price."],
    ['name,regular_price\n"A,1', "Line 2: a quoted field is never closed."],
  ])("refuses the file %j", (csv, error) => {
    expect(checkImport(csv, known)).toEqual({ ok: false, error });
  });

  it("refuses more than the row limit and more than 2 MB", () => {
    const rows = Array.from({ length: MAX_IMPORT_ROWS + 1 }, (_, i) => `P${i},1`).join("\n");
    expect(checkImport(`name,regular_price\n${rows}`, known)).toMatchObject({ ok: false, error: expect.stringContaining("at most 5000") });
    expect(checkImport(`name,regular_price\n${"a".repeat(2 * 1024 * 1024)},1`, known)).toEqual({ ok: false, error: "The file is larger than 2 MB." });
  });
});
