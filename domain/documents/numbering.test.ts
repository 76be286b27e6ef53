import { describe, expect, it } from "vitest";
import { counterKeyFor, formatDocumentNumber, withYear, yearOfIsoDate } from "./numbering.ts";

const series = { prefix: "INV-{year}-", suffix: "", padding: 5, yearlyReset: true };

describe("document numbering", () => {
  it("pads the sequence and puts the year of issue into the prefix", () => {
    expect(formatDocumentNumber(series, 7, 2026)).toBe("INV-2026-00007");
  });

  it("never cuts a sequence longer than the padding", () => {
    expect(formatDocumentNumber({ ...series, padding: 2 }, 12345, 2026)).toBe("INV-2026-12345");
  });

  it("uses no padding at 0, and replaces {year} in the suffix too, every time it appears", () => {
    expect(formatDocumentNumber({ prefix: "", suffix: "/{year}/{year}", padding: 0, yearlyReset: false }, 3, 2027)).toBe("3/2027/2027");
  });

  it("refuses a sequence below 1 (counters start at 1)", () => {
    expect(() => formatDocumentNumber(series, 0, 2026)).toThrow(RangeError);
    expect(() => formatDocumentNumber(series, 1.5, 2026)).toThrow(RangeError);
  });

  it("keeps one counter per year for a yearly series and one for ever otherwise", () => {
    expect(counterKeyFor("invoice", { yearlyReset: true }, 2026)).toBe("invoice:2026");
    expect(counterKeyFor("credit-note", { yearlyReset: true }, 2027)).toBe("credit-note:2027");
    expect(counterKeyFor("invoice", { yearlyReset: false }, 2026)).toBe("invoice");
  });

  it("reads the year of an ISO date, and refuses what is not one", () => {
    expect(yearOfIsoDate("2026-01-01")).toBe(2026);
    expect(yearOfIsoDate("2026-12-31T23:59:59Z")).toBe(2026);
    expect(() => yearOfIsoDate("next year")).toThrow(RangeError);
  });

  it("leaves a text without {year} alone", () => {
    expect(withYear("CN-", 2026)).toBe("CN-");
  });
});
