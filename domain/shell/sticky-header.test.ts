import { describe, expect, it } from "vitest";
import { DEFAULT_STICKY, STICKY_BREAK_POINT_DEFAULT, type StickySettings } from "./header-layout.ts";
import {
  adminBarOffset,
  initialNavState,
  isStuck,
  navDirection,
  nextNavState,
  ORIENTATION_CHANGE_DELAY_MS,
  shrinksWhileStuck,
  STICKY_HIDE_ANIMATION_MS,
  STICKY_RESIZE_DEBOUNCE_MS,
  STICKY_SCROLL_DELTA,
  stickingRows,
  stickyAppliesAt,
  stickyHeaderActive,
  stickyStartPoint,
  stickyTopOffset,
} from "./sticky-header.ts";

const sticky = (overrides: Partial<StickySettings> = {}): StickySettings => ({ ...DEFAULT_STICKY, header: true, ...overrides });

describe("sticky header constants (§9)", () => {
  it("S-9-16 S-9-17 scroll delta 5 px, hide animation 300 ms, resize debounce 300 ms, orientation change 50 ms", () => {
    expect(STICKY_SCROLL_DELTA).toBe(5);
    expect(STICKY_HIDE_ANIMATION_MS).toBe(300);
    expect(STICKY_RESIZE_DEBOUNCE_MS).toBe(300);
    expect(ORIENTATION_CHANGE_DELAY_MS).toBe(50);
  });
});

describe("admin bar offset (§6)", () => {
  it.each([
    [1280, 32],
    [783, 32],
    [782, 46],
    [700, 46],
    [600, 46],
    [599, 0],
    [390, 0],
  ])("S-6-7 S-6-8 S-6-9 at %i px wide the stuck header sits %i px down", (width, offset) => {
    expect(adminBarOffset(width)).toBe(offset);
  });

  it("without the admin bar the stuck header sits at the very top", () => {
    expect(stickyTopOffset(false, 1280)).toBe(0);
    expect(stickyTopOffset(true, 1280)).toBe(32);
  });
});

describe("devices and the sticky break point", () => {
  it("S-9-12 desktop is wider than 920 px, mobile 920 px and narrower", () => {
    expect(STICKY_BREAK_POINT_DEFAULT).toBe(920);
    expect(stickyAppliesAt(921, "desktop", 920)).toBe(true);
    expect(stickyAppliesAt(920, "desktop", 920)).toBe(false);
    expect(stickyAppliesAt(920, "mobile", 920)).toBe(true);
    expect(stickyAppliesAt(921, "mobile", 920)).toBe(false);
    expect(stickyAppliesAt(390, "both", 920)).toBe(true);
    expect(stickyAppliesAt(1280, "both", 920)).toBe(true);
  });

  it("a merchant's own break point moves the line", () => {
    expect(stickyAppliesAt(1000, "desktop", 1100)).toBe(false);
    expect(stickyAppliesAt(1101, "desktop", 1100)).toBe(true);
  });
});

describe("which rows stick", () => {
  it("S-3-34 each stick flag decides whether its row sticks, in the header's order", () => {
    expect(stickingRows({ above: false, primary: true, below: false })).toEqual(["primary"]);
    expect(stickingRows({ above: true, primary: false, below: true })).toEqual(["above", "below"]);
    expect(stickingRows({ above: false, primary: false, below: false })).toEqual([]);
  });

  it("the sticky header is off when switched off, when no row sticks, or on the other device", () => {
    expect(stickyHeaderActive(sticky(), 1280, 920)).toBe(true);
    expect(stickyHeaderActive(sticky({ header: false }), 1280, 920)).toBe(false);
    expect(stickyHeaderActive(sticky({ rows: { above: false, primary: false, below: false } }), 1280, 920)).toBe(false);
    expect(stickyHeaderActive(sticky({ devices: "desktop" }), 390, 920)).toBe(false);
    expect(stickyHeaderActive(sticky({ devices: "mobile" }), 390, 920)).toBe(true);
  });

  it("the primary row shrinks only when asked and when it sticks", () => {
    expect(shrinksWhileStuck(sticky({ shrink: true }))).toBe(true);
    expect(shrinksWhileStuck(sticky({ shrink: false }))).toBe(false);
    expect(shrinksWhileStuck(sticky({ shrink: true, rows: { above: true, primary: false, below: false } }))).toBe(false);
  });
});

describe("stuck and released", () => {
  const header = { top: 60, height: 120 };

  it("style none sticks as its top reaches the stuck position, so it does not move on screen", () => {
    expect(stickyStartPoint(header, "none", 0)).toBe(60);
    expect(stickyStartPoint(header, "none", 32)).toBe(28);
  });

  it("slide and fade wait until the header is out of sight, so the animation shows", () => {
    expect(stickyStartPoint(header, "slide", 0)).toBe(180);
    expect(stickyStartPoint(header, "fade", 32)).toBe(148);
  });

  it("a header at the page's top under the admin bar starts at 0, never a negative point", () => {
    expect(stickyStartPoint({ top: 0, height: 80 }, "none", 32)).toBe(0);
  });

  it("S-4-62 S-4-63 stuck past the start point, released at it and above", () => {
    expect(isStuck(61, 60)).toBe(true);
    expect(isStuck(60, 60)).toBe(false);
    expect(isStuck(0, 60)).toBe(false);
  });
});

describe("hide on scroll", () => {
  it("S-4-67 S-4-68 down hides (nav-up), up shows (nav-down)", () => {
    expect(navDirection(100, 200)).toBe("nav-up");
    expect(navDirection(200, 100)).toBe("nav-down");
  });

  it("S-9-16 moves of 5 px or less change nothing, 6 px do", () => {
    expect(navDirection(100, 104)).toBeNull();
    expect(navDirection(100, 105)).toBeNull();
    expect(navDirection(100, 95)).toBeNull();
    expect(navDirection(100, 106)).toBe("nav-up");
    expect(navDirection(100, 94)).toBe("nav-down");
  });

  it("S-9-16 small moves keep their reference point, so moves that add up past the delta count", () => {
    let state = initialNavState(100);
    expect(state.direction).toBe("nav-down");
    state = nextNavState(state, 300);
    expect(state).toEqual({ direction: "nav-up", referenceY: 300 });
    state = nextNavState(state, 296);
    expect(state).toEqual({ direction: "nav-up", referenceY: 300 });
    state = nextNavState(state, 294);
    expect(state).toEqual({ direction: "nav-down", referenceY: 294 });
  });
});
