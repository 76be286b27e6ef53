import { describe, expect, it } from "vitest";
import { contrastRatio } from "./contrast.ts";
import { isSafeNoticeUrl } from "./link-url.ts";
import { resolveStoreNoticeSettings, STORE_NOTICE_DEFAULTS, storeNoticeSettingsSchema, visibleStoreNotice } from "./settings.ts";

const notice = {
  enabled: true,
  text: "Free shipping on orders over €60",
  link: { text: "Shop now", url: "/shop" },
  colours: { background: "#0b5f55", text: "#ffffff" },
  position: "top",
};

describe("store notice settings", () => {
  it("S-1-20 defaults to off, with readable colours at the top", () => {
    expect(STORE_NOTICE_DEFAULTS).toEqual({ enabled: false, text: "", link: null, colours: { background: "#0b5f55", text: "#ffffff" }, position: "top" });
    expect(visibleStoreNotice(STORE_NOTICE_DEFAULTS)).toBeNull();
  });

  it("S-2-40 accepts a whole notice, top or bottom, with or without a link", () => {
    expect(storeNoticeSettingsSchema.parse(notice)).toEqual(notice);
    expect(storeNoticeSettingsSchema.parse({ ...notice, link: null, position: "bottom" }).position).toBe("bottom");
  });

  it.each([
    ["an unknown position", { position: "middle" }, "position"],
    ["a colour that is not #rrggbb", { colours: { background: "teal", text: "#ffffff" } }, "colours.background"],
    ["text too faint on its background", { colours: { background: "#ffffff", text: "#bbbbbb" } }, "colours.text"],
    ["a switched-on notice without text", { text: "   " }, "text"],
    ["a javascript: link", { link: { text: "Go", url: "javascript:alert(1)" } }, "link.url"],
    ["a link without its text", { link: { text: "", url: "/shop" } }, "link.text"],
    ["a field it does not know", { colour: "red" }, ""],
  ])("refuses %s", (_name, change, path) => {
    const result = storeNoticeSettingsSchema.safeParse({ ...notice, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toContain(path);
  });

  it("reads a stored document that no longer fits as the default (off)", () => {
    expect(resolveStoreNoticeSettings(null)).toEqual(STORE_NOTICE_DEFAULTS);
    expect(resolveStoreNoticeSettings({ ...notice, position: 7 })).toEqual(STORE_NOTICE_DEFAULTS);
    expect(resolveStoreNoticeSettings(notice)).toEqual(notice);
  });

  it("shows the notice with an id that changes with what it says, not with how it looks", () => {
    const shown = visibleStoreNotice(storeNoticeSettingsSchema.parse(notice))!;
    expect(shown).toMatchObject({ text: notice.text, link: notice.link, position: "top" });
    expect(shown.id).toMatch(/^[0-9a-z]{1,13}$/);
    const recoloured = visibleStoreNotice(storeNoticeSettingsSchema.parse({ ...notice, colours: { background: "#1d1d1f", text: "#ffffff" } }))!;
    expect(recoloured.id).toBe(shown.id);
    const reworded = visibleStoreNotice(storeNoticeSettingsSchema.parse({ ...notice, text: "Free shipping over €80" }))!;
    expect(reworded.id).not.toBe(shown.id);
    expect(visibleStoreNotice(storeNoticeSettingsSchema.parse({ ...notice, enabled: false }))).toBeNull();
  });
});

describe("store notice link addresses", () => {
  it.each(["/shop", "/category/lighting?sort=price", "https://example.com/sale", "http://example.com"])("allows %s", (url) => {
    expect(isSafeNoticeUrl(url)).toBe(true);
  });
  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    " javascript:alert(1)",
    "java\tscript:x",
    "data:text/html,x",
    "//evil.example",
    "/\\evil.example",
    "shop",
    "mailto:a@b.c",
    "https://",
  ])("refuses %s", (url) => {
    expect(isSafeNoticeUrl(url)).toBe(false);
  });
});

describe("contrast", () => {
  it("matches WCAG's figures for black on white and the demo colours", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#ffffff", "#0b5f55")).toBeGreaterThan(4.5);
    expect(contrastRatio("#777777", "#ffffff")).toBeLessThan(4.5);
  });
});
