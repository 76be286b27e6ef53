import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv.ts";

describe("CSV", () => {
  it("quotes cells with commas, quotes or line breaks, doubling the quotes", () => {
    expect(csvCell('Mug, "large"')).toBe('"Mug, ""large"""');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell("plain")).toBe("plain");
  });

  it("writes numbers, booleans and dates as text and leaves empty values empty", () => {
    expect(csvCell(1250)).toBe("1250");
    expect(csvCell(false)).toBe("false");
    expect(csvCell(new Date("2026-11-26T10:00:00Z"))).toBe("2026-11-26T10:00:00.000Z");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
  });

  it("keeps text that starts like a formula from running in a spreadsheet", () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
    expect(csvCell("+31 6 1234")).toBe("'+31 6 1234");
    expect(csvCell("@sum")).toBe("'@sum");
    // A negative number is a number, not a formula.
    expect(csvCell(-500)).toBe("-500");
  });

  it("joins a header and rows with CRLF line ends", () => {
    expect(
      toCsv(
        ["a", "b"],
        [
          [1, "x"],
          [2, null],
        ],
      ),
    ).toBe("a,b\r\n1,x\r\n2,\r\n");
  });
});
