import { describe, expect, it } from "vitest";
import { COMING_SOON_DEFAULTS, isOpenWhileComingSoon, pageOfPath, seesComingSoonBanner, showsComingSoonPage } from "./coming-soon.ts";
import { applyComingSoonSave, comingSoonSettingsSchema, resolveComingSoonSettings } from "./coming-soon-schema.ts";

const on = { enabled: true };
const off = { enabled: false };

describe("coming-soon settings", () => {
  it("default to off, with a heading and a message for the page", () => {
    expect(resolveComingSoonSettings(null)).toEqual(COMING_SOON_DEFAULTS);
    expect(COMING_SOON_DEFAULTS).toEqual({ enabled: false, heading: "Coming soon", message: "We are getting the shop ready. Come back soon." });
  });

  it("read a row stored before the page had texts ({enabled}) with the default texts", () => {
    expect(resolveComingSoonSettings({ enabled: true })).toEqual({ ...COMING_SOON_DEFAULTS, enabled: true });
  });

  it("read a malformed row as off", () => {
    expect(resolveComingSoonSettings({ enabled: "yes" })).toEqual(COMING_SOON_DEFAULTS);
    expect(resolveComingSoonSettings({ enabled: true, colour: "red" })).toEqual(COMING_SOON_DEFAULTS);
  });

  it("refuse an empty heading or message, and trim them", () => {
    expect(comingSoonSettingsSchema.safeParse({ enabled: true, heading: "   " }).success).toBe(false);
    expect(comingSoonSettingsSchema.safeParse({ enabled: true, message: "" }).success).toBe(false);
    expect(comingSoonSettingsSchema.safeParse({ enabled: true, heading: "x".repeat(121) }).success).toBe(false);
    expect(comingSoonSettingsSchema.parse({ enabled: true, heading: "  Opening in May " }).heading).toBe("Opening in May");
  });

  it("a save that only switches the mode keeps the texts; one with texts replaces them", () => {
    const before = { enabled: false, heading: "Opening in May", message: "Spring collection soon." };
    expect(applyComingSoonSave(before, { enabled: true })).toEqual({ ...before, enabled: true });
    expect(applyComingSoonSave(before, { enabled: true, heading: "Almost there" })).toEqual({ ...before, enabled: true, heading: "Almost there" });
  });
});

describe("who sees the coming-soon page for which path", () => {
  it.each([
    "/",
    "/shop",
    "/product/linen-shirt",
    "/cart",
    "/checkout",
    "/account",
    "/search",
    "/_root.data",
    "/shop.data",
    "/api/products",
    "/api/cart",
    "/media/x.jpg",
  ])("a visitor gets it for %s", (path) => {
    expect(showsComingSoonPage(on, [], path)).toBe(true);
    expect(showsComingSoonPage(on, ["customer"], path)).toBe(true);
    expect(showsComingSoonPage(on, ["affiliate"], path)).toBe(true);
  });

  it.each([
    "/account/login",
    "/account/login.data",
    "/account/login/",
    "/account/lost-password",
    "/account/reset-password",
    "/account/logout",
    "/admin",
    "/admin/settings/coming-soon",
    "/api/auth/login",
    "/api/nonce",
    "/api/health",
    "/assets/root-abc123.js",
    "/favicon.svg",
    "/robots.txt",
  ])("a visitor still reaches %s", (path) => {
    expect(isOpenWhileComingSoon(path)).toBe(true);
    expect(showsComingSoonPage(on, [], path)).toBe(false);
  });

  it("does not open look-alike paths", () => {
    expect(isOpenWhileComingSoon("/account/login-help")).toBe(false);
    expect(isOpenWhileComingSoon("/administrator")).toBe(false);
    expect(isOpenWhileComingSoon("/api/authx")).toBe(false);
    expect(isOpenWhileComingSoon("/api/nonce/x")).toBe(false);
  });

  it("staff see the shop (and the banner); nobody gets the page while the mode is off", () => {
    for (const roles of [["admin"], ["editor"], ["customer", "editor"]]) {
      expect(showsComingSoonPage(on, roles, "/shop")).toBe(false);
      expect(seesComingSoonBanner(on, roles)).toBe(true);
    }
    expect(showsComingSoonPage(off, [], "/shop")).toBe(false);
    expect(seesComingSoonBanner(off, ["admin"])).toBe(false);
    expect(seesComingSoonBanner(on, ["customer"])).toBe(false);
  });

  it("reads a data request as the page it loads", () => {
    expect(pageOfPath("/_root.data")).toBe("/");
    expect(pageOfPath("/product/a.data")).toBe("/product/a");
    expect(pageOfPath("/shop/")).toBe("/shop");
    expect(pageOfPath("/")).toBe("/");
  });
});
