import { describe, expect, it } from "vitest";
import {
  bannerHeadScript,
  comingSoonBanner,
  dismissalCookieString,
  isBrowserOnlyCookie,
  isDismissed,
  NOTICE_COOKIE_MAX_AGE_SECONDS,
  storeNoticeBanner,
} from "./dismissal.ts";
import { bannerOfDismissal, dismissBannerBody } from "./operations.ts";
import { COMING_SOON_DEFAULTS, seesComingSoonBanner } from "./coming-soon.ts";
import { resolveComingSoonSettings } from "./coming-soon-schema.ts";

describe("dismissal cookies", () => {
  it("S-3-47 S-3-48 the store notice's cookie is named after the notice, holds 'hidden' and lives at path /", () => {
    const banner = storeNoticeBanner("k3x9a");
    expect(banner.cookie).toEqual({ name: "store_noticek3x9a", value: "hidden" });
    expect(dismissalCookieString(banner, false)).toBe(`store_noticek3x9a=hidden; path=/; max-age=${NOTICE_COOKIE_MAX_AGE_SECONDS}; samesite=lax`);
    expect(dismissalCookieString(banner, true)).toMatch(/; secure$/);
    expect(() => storeNoticeBanner("Not An Id")).toThrow();
  });

  it("the coming-soon banner has its own cookie", () => {
    expect(comingSoonBanner.cookie).toEqual({ name: "coming_soon_banner_dismissed", value: "yes" });
  });

  it("S-4-40 reads a dismissal from a Cookie header, only with the right value", () => {
    const banner = storeNoticeBanner("k3x9a");
    expect(isDismissed(banner, "a=1; store_noticek3x9a=hidden; b=2")).toBe(true);
    expect(isDismissed(banner, "store_noticek3x9a=hidden")).toBe(true);
    expect(isDismissed(banner, "store_noticek3x9a=shown")).toBe(false);
    expect(isDismissed(banner, "xstore_noticek3x9a=hidden")).toBe(false);
    expect(isDismissed(banner, null)).toBe(false);
  });

  it("treats only the dismissal cookies as browser-only", () => {
    expect(isBrowserOnlyCookie("store_noticek3x9a")).toBe(true);
    expect(isBrowserOnlyCookie("coming_soon_banner_dismissed")).toBe(true);
    expect(isBrowserOnlyCookie("store_notice")).toBe(false);
    expect(isBrowserOnlyCookie("store_notice_X")).toBe(false);
    expect(isBrowserOnlyCookie("vitrine_session")).toBe(false);
  });
});

describe("the head script", () => {
  function run(script: string, cookie: string) {
    const attributes = new Map<string, string>();
    const document = { cookie, documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) } };
    new Function("document", script)(document);
    return Object.fromEntries(attributes);
  }
  const script = bannerHeadScript([storeNoticeBanner("k3x9a"), comingSoonBanner]);

  it("S-4-40 marks <html> for each dismissed banner, and for nothing else", () => {
    expect(run(script, "store_noticek3x9a=hidden")).toEqual({ "data-store-notice": "dismissed" });
    expect(run(script, "a=1; coming_soon_banner_dismissed=yes")).toEqual({ "data-coming-soon-banner": "dismissed" });
    expect(run(script, "store_noticeother=hidden; store_noticek3x9a=shown")).toEqual({});
    expect(run(script, "")).toEqual({});
  });

  it("cannot close its own script element", () => {
    expect(script).not.toContain("</");
  });
});

describe("the dismissal call's body (S-7 call 4)", () => {
  it("S-7-12 takes the spec's coming-soon payload or a store notice's id", () => {
    expect(bannerOfDismissal(dismissBannerBody.parse({ woocommerce_meta: { coming_soon_banner_dismissed: "yes" } }))).toBe(comingSoonBanner);
    expect(bannerOfDismissal(dismissBannerBody.parse({ notice: "k3x9a" })).cookie.name).toBe("store_noticek3x9a");
  });

  it.each([{}, { notice: "../x" }, { woocommerce_meta: { coming_soon_banner_dismissed: "no" } }, { notice: "k3x9a", extra: 1 }])("refuses %j", (body) => {
    expect(dismissBannerBody.safeParse(body).success).toBe(false);
  });
});

describe("coming-soon mode", () => {
  it("shows its banner to editors and administrators only, and only while it is on", () => {
    expect(seesComingSoonBanner({ enabled: true }, ["admin"])).toBe(true);
    expect(seesComingSoonBanner({ enabled: true }, ["editor"])).toBe(true);
    expect(seesComingSoonBanner({ enabled: true }, ["customer", "affiliate"])).toBe(false);
    expect(seesComingSoonBanner({ enabled: false }, ["admin"])).toBe(false);
    expect(resolveComingSoonSettings({ enabled: "yes" })).toEqual(COMING_SOON_DEFAULTS);
  });
});
