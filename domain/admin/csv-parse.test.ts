import { describe, expect, it } from "vitest";
import { parseCsv } from "./csv-parse.ts";

describe("parseCsv", () => {
  it.each([
    [
      "a,b\n1,2",
      [
        ["a", "b"],
        ["1", "2"],
      ],
    ],
    [
      "a,b\r\n1,2\r\n",
      [
        ["a", "b"],
        ["1", "2"],
      ],
    ],
    ['"x, y",z', [["x, y", "z"]]],
    ['"say ""hi""",2', [['say "hi"', "2"]]],
    ['"two\nlines",3', [["two\nlines", "3"]]],
    ["a,,c", [["a", "", "c"]]],
    [
      "a,b\n\n1,2\n",
      [
        ["a", "b"],
        ["1", "2"],
      ],
    ],
    ["\uFEFFname\nLamp", [["name"], ["Lamp"]]],
    ['"",x', [["", "x"]]],
  ])("%j", (text, records) => {
    expect(parseCsv(text)).toEqual({ ok: true, records });
  });

  it("refuses a quote that never closes", () => {
    expect(parseCsv('a,"b\n1,2')).toEqual({ ok: false, error: "Line 2: a quoted field is never closed." });
  });

  it("refuses a stray quote inside a field", () => {
    expect(parseCsv('ab"c,d')).toMatchObject({ ok: false });
  });
});
