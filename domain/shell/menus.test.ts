import { describe, expect, it } from "vitest";
import {
  MEGA_CUSTOM_WIDTH_DEFAULT,
  megaColumns,
  megaPanelBox,
  SUBMENU_HIDE_DELAY_MS,
  SUBMENU_MAX_WIDTH_EM,
  SUBMENU_MIN_WIDTH_EM,
  SUBMENU_SCROLL_STEP,
  SUBMENU_SHOW_DELAY_MS,
  submenuScrollDelta,
} from "./menus.ts";

/** A 1280 px viewport, a 1200 px container with 32 px gutters, a nav of 900 px inside it. */
const geometry = { viewportWidth: 1280, container: { left: 72, width: 1136 }, nav: { left: 72, width: 900 } };

describe("submenu defaults (§9)", () => {
  it("S-9-19 S-9-20 S-9-21 S-9-22 S-9-23 are the spec's figures", () => {
    expect([SUBMENU_SHOW_DELAY_MS, SUBMENU_HIDE_DELAY_MS, SUBMENU_MIN_WIDTH_EM, SUBMENU_MAX_WIDTH_EM, SUBMENU_SCROLL_STEP]).toEqual([250, 500, 10, 20, 30]);
  });

  it("S-9-23 one scroll gesture moves one step, whatever the device's delta", () => {
    expect(submenuScrollDelta(100)).toBe(30);
    expect(submenuScrollDelta(-3)).toBe(-30);
    expect(submenuScrollDelta(0)).toBe(0);
  });
});

describe("megaPanelBox", () => {
  it.each([
    ["S-2-32 content: the container's content box", { width: "content" as const }, { left: 72, width: 1136, inset: 0 }],
    ["S-2-33 container: the navigation element", { width: "container" as const }, { left: 72, width: 900, inset: 0 }],
    ["S-2-34 full: the viewport, content inside the container", { width: "full" as const }, { left: 0, width: 1280, inset: 72 }],
    ["S-2-35 stretched: the viewport, content edge to edge", { width: "stretched" as const }, { left: 0, width: 1280, inset: 0 }],
    ["S-2-36 custom: its width, centred on the container", { width: "custom" as const, customWidth: 600 }, { left: 340, width: 600, inset: 0 }],
    ["S-9-18 custom without a width: 1200 px", { width: "custom" as const }, { left: 40, width: 1200, inset: 0 }],
  ])("%s", (_name, layout, box) => {
    expect(megaPanelBox(layout, geometry)).toEqual(box);
  });

  it("keeps a custom panel inside the viewport: no wider than it, moved back when it would stick out", () => {
    expect(megaPanelBox({ width: "custom", customWidth: 2000 }, geometry)).toEqual({ left: 0, width: 1280, inset: 0 });
    const offCentre = { ...geometry, container: { left: 700, width: 500 } };
    expect(megaPanelBox({ width: "custom", customWidth: 1000 }, offCentre)).toEqual({ left: 280, width: 1000, inset: 0 });
    expect(MEGA_CUSTOM_WIDTH_DEFAULT).toBe(1200);
  });

  it("gives a full-width panel no inset when the container fills the viewport", () => {
    expect(megaPanelBox({ width: "full" }, { viewportWidth: 390, container: { left: 0, width: 390 }, nav: { left: 0, width: 390 } }).inset).toBe(0);
  });
});

describe("megaColumns", () => {
  it("uses the asked number, else one per child, within 1–6", () => {
    expect(megaColumns({ columns: 3 }, 5)).toBe(3);
    expect(megaColumns({}, 4)).toBe(4);
    expect(megaColumns({}, 9)).toBe(6);
    expect(megaColumns({}, 0)).toBe(1);
  });
});
