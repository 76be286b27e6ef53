import { describe, expect, it } from "vitest";
import * as c from "./constants.ts";

describe("product page constants", () => {
  it.each<[string, unknown, unknown]>([
    ["P-9-1 variation check delay", c.VARIATION_CHECK_DELAY_MS, 100],
    ["P-9-2 detail slide", c.VARIATION_DETAIL_SLIDE_MS, 200],
    ["P-9-3 detail update delay", c.VARIATION_DETAIL_UPDATE_DELAY_MS, 300],
    ["P-7-25 swatch ajax re-init delay", c.SWATCH_AJAX_REINIT_DELAY_MS, 1000],
    ["P-9-4 zoom fade", c.GALLERY_ZOOM_FADE_MS, 120],
    ["P-2-25 S-9-24 thumbnail width", c.GALLERY_THUMBNAIL_ITEM_WIDTH, 80],
    ["P-2-26 S-9-25 thumbnail margin", c.GALLERY_THUMBNAIL_MARGIN, 15],
    ["P-2-27 S-9-26 thumbnails at most", c.GALLERY_THUMBNAIL_MAX_ITEMS, 4],
    ["P-9-5 lightbox show/hide", c.LIGHTBOX_SHOW_HIDE_MS, 333],
    ["P-2-30 vertical drag close", c.LIGHTBOX_VERTICAL_DRAG_CLOSE_RATIO, 0.75],
    ["P-2-34 idle", c.LIGHTBOX_IDLE_MS, 4000],
    ["P-9-6 idle after mouse leaves", c.LIGHTBOX_IDLE_AFTER_MOUSE_LEAVE_MS, 1000],
    ["P-9-7 loading indicator delay", c.LIGHTBOX_LOADING_INDICATOR_DELAY_MS, 1000],
    ["P-9-8 double-tap zoom", c.LIGHTBOX_DOUBLE_TAP_ZOOM, 1.33],
    ["P-9-9 double-tap zoom small fit", c.LIGHTBOX_DOUBLE_TAP_ZOOM_SMALL_FIT, 1],
    ["P-9-10 hash debounce", c.LIGHTBOX_HASH_UPDATE_DEBOUNCE_MS, 800],
    ["P-9-11 fullscreen controls width", c.LIGHTBOX_FULLSCREEN_CONTROLS_MIN_WIDTH_PX, 1200],
    ["P-9-12 preload each side", c.LIGHTBOX_PRELOAD_EACH_SIDE, 1],
    ["P-2-20 share popup width", c.SHARE_POPUP_WIDTH, 550],
    ["P-2-20 share popup height", c.SHARE_POPUP_HEIGHT, 420],
    ["P-9-14 slideshowSpeed", c.SLIDER_DEFAULTS.slideshowSpeed, 7000],
    ["P-9-15 animationSpeed", c.SLIDER_DEFAULTS.animationSpeed, 600],
    ["P-9-16 animation", c.SLIDER_DEFAULTS.animation, "fade"],
    ["P-9-17 loop", c.SLIDER_DEFAULTS.loop, true],
    ["P-9-18 startAt", c.SLIDER_DEFAULTS.startAt, 0],
    ["P-9-19 pauseOnAction", c.SLIDER_DEFAULTS.pauseOnAction, true],
    ["P-9-20 itemMargin", c.SLIDER_DEFAULTS.itemMargin, 0],
    ["P-9-21 minItems", c.SLIDER_DEFAULTS.minItems, 1],
    ["P-9-22 control texts", c.SLIDER_DEFAULTS.texts, { previous: "Previous", next: "Next", pause: "Pause", play: "Play" }],
    ["P-9-25 control-nav lock", c.SLIDER_CONTROL_NAV_LOCK_MS, 3000],
    ["P-4-37 embed threshold", c.VARIATION_EMBED_THRESHOLD, 30],
  ])("%s", (_, actual, expected) => {
    expect(actual).toEqual(expected);
  });

  it.each([
    [1, false],
    [2, false],
    [3, true],
    [10, true],
  ])("P-9-13 a lightbox of %i items loops: %s", (count, expected) => {
    expect(c.lightboxLoops(count)).toBe(expected);
  });

  it.each([
    ["P-9-23 60 px in 300 ms", 60, 300, 1000, true],
    ["P-9-23 40 px in 300 ms", 40, 300, 1000, false],
    ["P-9-23 60 px in 600 ms", 60, 600, 1000, false],
    ["P-9-23 leftward 60 px in 300 ms", -60, 300, 1000, true],
    ["P-9-24 slow but over half the width", 520, 2000, 1000, true],
    ["P-9-24 slow and under half the width", 480, 2000, 1000, false],
  ])("%s advances: %s", (_, distance, duration, width, expected) => {
    expect(c.swipeAdvances(distance, duration, width)).toBe(expected);
  });
});
