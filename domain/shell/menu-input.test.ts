import { describe, expect, it } from "vitest";
import { isSafeMenuUrl, MENU_MAX_ITEMS, menuSaveSchema } from "./menu-input.ts";

const issues = (body: unknown) => {
  const result = menuSaveSchema.safeParse(body);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join("."));
};

describe("menuSaveSchema", () => {
  it("accepts a three-level menu with a mega layout on top and options as text", () => {
    const body = {
      name: "Main",
      items: [
        {
          label: "Shop",
          url: "/shop",
          mega: { width: "custom" },
          options: "{broken",
          children: [{ label: "A", url: "/a", children: [{ label: "B", url: "#b" }] }],
        },
      ],
    };
    expect(issues(body)).toEqual([]);
  });

  it("refuses script links, a fourth level, a mega layout below the top, long labels and unknown fields, naming them", () => {
    const deep = { label: "1", url: "/", children: [{ label: "2", url: "/", children: [{ label: "3", url: "/", children: [{ label: "4", url: "/" }] }] }] };
    expect(issues({ items: [{ label: "x", url: "javascript:alert(1)" }] })).toEqual(["items.0.url"]);
    expect(issues({ items: [deep] })).toEqual(["items.0.children.0.children.0.children.0"]);
    expect(issues({ items: [{ label: "x", url: "/", children: [{ label: "y", url: "/", mega: { width: "full" } }] }] })).toEqual(["items.0.children.0.mega"]);
    expect(issues({ items: [{ label: "x".repeat(81), url: "/" }] })).toEqual(["items.0.label"]);
    expect(issues({ items: [{ label: "x", url: "/", colour: "red" }] })).toEqual(["items.0"]);
    expect(issues({ items: [{ label: "x", url: "/", mega: { width: "custom", customWidth: 100, columns: 7 } }] })).toEqual([
      "items.0.mega.customWidth",
      "items.0.mega.columns",
    ]);
  });

  it(`holds at most ${MENU_MAX_ITEMS} items`, () => {
    const items = Array.from({ length: MENU_MAX_ITEMS + 1 }, (_, i) => ({ label: `Item ${i}`, url: "/" }));
    expect(issues({ items })).toEqual(["items"]);
    expect(issues({ items: items.slice(1) })).toEqual([]);
  });

  it("judges links as a browser reads them", () => {
    for (const url of ["/shop", "#top", "https://example.com", "mailto:hi@example.com", "tel:+4412345"]) expect(isSafeMenuUrl(url)).toBe(true);
    for (const url of ["javascript:alert(1)", " javascript:x", "java\tscript:x", "data:text/html,x", "vbscript:x"]) expect(isSafeMenuUrl(url)).toBe(false);
  });
});
