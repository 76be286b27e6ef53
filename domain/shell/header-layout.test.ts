import { describe, expect, it } from "vitest";
import { copyrightText, DEFAULT_FOOTER_LAYOUT, DEFAULT_HEADER_LAYOUT, footerRowHasItems, menuLocationsIn, rowHasItems } from "./header-layout.ts";

describe("header layout", () => {
  it("an empty row is not rendered, a row with one item is", () => {
    expect(rowHasItems(DEFAULT_HEADER_LAYOUT.desktop.above)).toBe(false);
    expect(rowHasItems(DEFAULT_HEADER_LAYOUT.desktop.primary)).toBe(true);
    expect(footerRowHasItems({ columns: [[], []] })).toBe(false);
    expect(footerRowHasItems(DEFAULT_FOOTER_LAYOUT.below)).toBe(true);
  });

  it("lists the menus a layout shows, the phone menu's own and the primary it falls back to", () => {
    expect(menuLocationsIn(DEFAULT_HEADER_LAYOUT, DEFAULT_FOOTER_LAYOUT)).toEqual(["primary", "footer", "mobile"]);
    const secondary = {
      ...DEFAULT_HEADER_LAYOUT,
      desktop: { ...DEFAULT_HEADER_LAYOUT.desktop, above: { left: [{ type: "menu" as const, menu: "secondary" as const }], center: [], right: [] } },
    };
    expect(menuLocationsIn(secondary, { above: { columns: [] }, primary: { columns: [] }, below: { columns: [] } })).toEqual([
      "primary",
      "secondary",
      "mobile",
    ]);
  });

  it("fills the year into the copyright line", () => {
    expect(copyrightText("© {year} Vitrine", 2026)).toBe("© 2026 Vitrine");
  });
});
