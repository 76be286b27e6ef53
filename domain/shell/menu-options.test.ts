import { describe, expect, it } from "vitest";
import { DROPBAR_DEFAULTS, parseMenuOptions } from "./menu-options.ts";

describe("parseMenuOptions", () => {
  it("reads no options as the defaults", () => {
    for (const text of [null, undefined, "", "  "]) {
      expect(parseMenuOptions(text)).toEqual({ ok: true, options: { dropbar: DROPBAR_DEFAULTS, popup: null }, problems: [] });
    }
  });

  it("reads a dropbar and a popup id", () => {
    const result = parseMenuOptions('{"dropbar": {"position": "bottom-justify", "animation": "slide-top"}, "popup": "newsletter"}');
    expect(result).toEqual({
      ok: true,
      options: { dropbar: { position: "bottom-justify", animation: "slide-top" }, popup: { id: "newsletter" } },
      problems: [],
    });
  });

  it("S-8-17 text that is not JSON, or not an object, is not ok", () => {
    expect(parseMenuOptions("{dropbar: ")).toMatchObject({ ok: false, problems: ["The menu options are not valid JSON."] });
    expect(parseMenuOptions("[1, 2]")).toMatchObject({ ok: false });
    expect(parseMenuOptions('"text"')).toMatchObject({ ok: false });
  });

  it("S-8-18 a popup asked for without its id is `missing`", () => {
    expect(parseMenuOptions('{"popup": true}').options.popup).toBe("missing");
    expect(parseMenuOptions('{"type": "popup"}').options.popup).toBe("missing");
    expect(parseMenuOptions('{"popup": ""}').options.popup).toBe("missing");
    expect(parseMenuOptions('{"popup": false}').options.popup).toBeNull();
  });

  it("S-8-19 an invalid dropbar position or animation is a problem, and the default is used", () => {
    const result = parseMenuOptions('{"dropbar": {"position": "top-left", "animation": "spin"}}');
    expect(result.ok).toBe(true);
    expect(result.options.dropbar).toEqual(DROPBAR_DEFAULTS);
    expect(result.problems).toEqual(['Invalid dropbar position "top-left"; using "bottom-left".', 'Invalid dropbar animation "spin"; using "fade".']);
  });
});
