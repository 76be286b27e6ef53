/**
 * Timings and limits of the product page, named after product-page-and-widgets.md §9 (and the gallery
 * figures storefront-shell.md §9 repeats). Milliseconds unless the name says otherwise.
 */

/** Above this many variations the page embeds the availability index instead of every variation. */
export const VARIATION_EMBED_THRESHOLD = 30;

// Variation form
export const VARIATION_CHECK_DELAY_MS = 100;
export const VARIATION_DETAIL_SLIDE_MS = 200;
export const VARIATION_DETAIL_UPDATE_DELAY_MS = 300;
/** Swatch forms without embedded data load variations after this re-init delay (§7, §9). */
export const SWATCH_AJAX_REINIT_DELAY_MS = 1000;

// Gallery
export const GALLERY_ZOOM_FADE_MS = 120;
export const GALLERY_THUMBNAIL_ITEM_WIDTH = 80;
export const GALLERY_THUMBNAIL_MARGIN = 15;
export const GALLERY_THUMBNAIL_MAX_ITEMS = 4;

// Lightbox
export const LIGHTBOX_SHOW_HIDE_MS = 333;
export const LIGHTBOX_VERTICAL_DRAG_CLOSE_RATIO = 0.75;
export const LIGHTBOX_IDLE_MS = 4000;
export const LIGHTBOX_IDLE_AFTER_MOUSE_LEAVE_MS = 1000;
export const LIGHTBOX_LOADING_INDICATOR_DELAY_MS = 1000;
export const LIGHTBOX_DOUBLE_TAP_ZOOM = 1.33;
/** Double-tap zoom when the image already fits small. */
export const LIGHTBOX_DOUBLE_TAP_ZOOM_SMALL_FIT = 1;
export const LIGHTBOX_HASH_UPDATE_DEBOUNCE_MS = 800;
export const LIGHTBOX_FULLSCREEN_CONTROLS_MIN_WIDTH_PX = 1200;
export const LIGHTBOX_PRELOAD_EACH_SIDE = 1;
/** Looping is off below this many items. */
export const LIGHTBOX_LOOP_MIN_ITEMS = 3;

// Share popup window
export const SHARE_POPUP_WIDTH = 550;
export const SHARE_POPUP_HEIGHT = 420;

// Product image slider
export const SLIDER_DEFAULTS = {
  slideshowSpeed: 7000,
  animationSpeed: 600,
  animation: "fade",
  loop: true,
  startAt: 0,
  pauseOnAction: true,
  touch: true,
  keyboard: true,
  itemMargin: 0,
  minItems: 1,
  texts: { previous: "Previous", next: "Next", pause: "Pause", play: "Play" },
} as const;
export const SLIDER_SWIPE_MIN_DISTANCE_PX = 50;
export const SLIDER_SWIPE_MAX_DURATION_MS = 550;
/** A slower swipe still advances past this share of the slide width. */
export const SLIDER_SWIPE_WIDTH_RATIO = 0.5;
export const SLIDER_CONTROL_NAV_LOCK_MS = 3000;

/** Whether the lightbox loops for a gallery of `count` items. */
export function lightboxLoops(count: number): boolean {
  return count >= LIGHTBOX_LOOP_MIN_ITEMS;
}

/** Whether a swipe of `distancePx` over `durationMs` on a slide `widthPx` wide advances the slider. */
export function swipeAdvances(distancePx: number, durationMs: number, widthPx: number): boolean {
  const distance = Math.abs(distancePx);
  if (distance > SLIDER_SWIPE_MIN_DISTANCE_PX && durationMs < SLIDER_SWIPE_MAX_DURATION_MS) return true;
  return widthPx > 0 && distance > widthPx * SLIDER_SWIPE_WIDTH_RATIO;
}
