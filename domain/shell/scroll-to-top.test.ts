import { describe, expect, it } from "vitest";
import { SCROLL_TO_TOP_MIN_SCROLL_PX, scrollToTopThreshold, showsScrollToTop } from "./scroll-to-top.ts";

describe("scroll-to-top button", () => {
  it("S-9-5 shows after more than 300 px with an ordinary header: hidden at 299 and 300, shown at 301", () => {
    expect(SCROLL_TO_TOP_MIN_SCROLL_PX).toBe(300);
    expect(showsScrollToTop(299, 120)).toBe(false);
    expect(showsScrollToTop(300, 120)).toBe(false);
    expect(showsScrollToTop(301, 120)).toBe(true);
  });

  it("S-9-6 with a header taller than 200 px it waits until 100 px beyond the header", () => {
    expect(scrollToTopThreshold(260)).toBe(360);
    expect(showsScrollToTop(340, 260)).toBe(false);
    expect(showsScrollToTop(361, 260)).toBe(true);
  });

  it.each([0, -5, Number.NaN, Number.POSITIVE_INFINITY])("a header height of %s falls back to 300 px", (height) => {
    expect(scrollToTopThreshold(height)).toBe(300);
  });

  it("never shows at the top of the page", () => {
    expect(showsScrollToTop(0, 0)).toBe(false);
  });
});
