import { describe, expect, it } from "vitest";
import { csvOf } from "./csv.ts";

describe("csv", () => {
  it("quotes commas and quotes, defuses formulas", () => {
    expect(
      csvOf(
        ["a", "b"],
        [
          ["x,y", 'say "hi"'],
          ["=SUM(A1)", 3],
        ],
      ),
    ).toBe('a,b\r\n"x,y","say ""hi"""\r\n\'=SUM(A1),3\r\n');
  });
});
