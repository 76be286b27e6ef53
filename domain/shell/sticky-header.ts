/**
 * The sticky header's rules (storefront-shell §4 "Sticky header", §6 admin bar offsets, §9 constants).
 * Pure functions of numbers and settings: the browser part (app/components/shell/sticky-header.tsx) only
 * measures, asks these, and sets classes.
 */
import type { HeaderRowName, StickyDevices, StickySettings, StickyStyle } from "./header-layout.ts";
import { HEADER_ROWS } from "./header-layout.ts";

/** §9 "Scroll delta 5 px": hide-on-scroll ignores movements of 5 px or less (S-9-16). */
export const STICKY_SCROLL_DELTA = 5;
/** §9 "hide animation 300 ms" (S-9-17). */
export const STICKY_HIDE_ANIMATION_MS = 300;
/** How long the window must stop resizing before the start point is measured again. */
export const STICKY_RESIZE_DEBOUNCE_MS = 300;
/** §9 "Orientation-change resize: 50 ms": the layout settles this long after the device turns. */
export const ORIENTATION_CHANGE_DELAY_MS = 50;

/** §6: the admin bar is 32 px tall on large screens, 46 px from 600 to 782 px, and scrolls away below 600. */
export const ADMIN_BAR_HEIGHT_LARGE = 32;
export const ADMIN_BAR_HEIGHT_MEDIUM = 46;
export const ADMIN_BAR_LARGE_ABOVE = 782;
export const ADMIN_BAR_FIXED_FROM = 600;

/**
 * How far below the viewport's top the stuck header sits because of the admin bar (S-6-7…S-6-9). Below
 * 600 px the bar scrolls away with the page, so it leaves nothing to stay clear of.
 */
export function adminBarOffset(viewportWidth: number): number {
  if (viewportWidth > ADMIN_BAR_LARGE_ABOVE) return ADMIN_BAR_HEIGHT_LARGE;
  if (viewportWidth >= ADMIN_BAR_FIXED_FROM) return ADMIN_BAR_HEIGHT_MEDIUM;
  return 0;
}

/** The stuck header's top: the admin bar's offset when the visitor sees the bar, else 0. */
export const stickyTopOffset = (hasAdminBar: boolean, viewportWidth: number): number => (hasAdminBar ? adminBarOffset(viewportWidth) : 0);

/**
 * Whether the sticky header works at this viewport width (S-9-12): "desktop" is wider than the sticky
 * break point (920 px by default), "mobile" at or below it, "both" everywhere.
 */
export function stickyAppliesAt(viewportWidth: number, devices: StickyDevices, stickyBreakPoint: number): boolean {
  if (devices === "both") return true;
  const desktop = viewportWidth > stickyBreakPoint;
  return devices === "desktop" ? desktop : !desktop;
}

/** The rows that stay in view while the header is stuck, top to bottom; the others hide meanwhile. */
export const stickingRows = (rows: StickySettings["rows"]): HeaderRowName[] => HEADER_ROWS.filter((row) => rows[row]);

/** The sticky header is on at this width: switched on, at least one row sticks, and the device matches. */
export function stickyHeaderActive(sticky: StickySettings, viewportWidth: number, stickyBreakPoint: number): boolean {
  return sticky.header && stickingRows(sticky.rows).length > 0 && stickyAppliesAt(viewportWidth, sticky.devices, stickyBreakPoint);
}

/** The primary row shrinks while stuck only when it is one of the rows that stick. */
export const shrinksWhileStuck = (sticky: StickySettings): boolean => sticky.shrink && sticky.rows.primary;

/**
 * The scroll position past which the header is stuck (S-4-62). Without animation ("none") it sticks the
 * moment its top reaches the stuck position, so it does not move on screen at all. A slide or a fade
 * waits until the header has scrolled out of sight, so that it visibly slides or fades back in.
 */
export function stickyStartPoint(header: { top: number; height: number }, style: StickyStyle, topOffset: number): number {
  const point = style === "none" ? header.top : header.top + header.height;
  return Math.max(0, point - topOffset);
}

/** Stuck once scrolled past the start point, released at or above it (S-4-62, S-4-63). */
export const isStuck = (scrollY: number, startPoint: number): boolean => scrollY > startPoint;

export type NavDirection = "nav-up" | "nav-down";

/**
 * Hide-on-scroll's reading of a scroll (S-4-67, S-4-68): down hides the header ("nav-up"), up shows it
 * ("nav-down"); a movement of 5 px or less says nothing (null), so a trembling finger does not flicker it.
 */
export function navDirection(previousY: number, y: number, delta = STICKY_SCROLL_DELTA): NavDirection | null {
  if (Math.abs(y - previousY) <= delta) return null;
  return y > previousY ? "nav-up" : "nav-down";
}

/**
 * Hide-on-scroll's state: the direction shown and the scroll position it was decided at. Small moves keep
 * the reference point, so several of them that add up to more than the delta do count (S-9-16).
 */
export type NavState = { direction: NavDirection; referenceY: number };

export const initialNavState = (y: number): NavState => ({ direction: "nav-down", referenceY: y });

export function nextNavState(state: NavState, y: number): NavState {
  const direction = navDirection(state.referenceY, y);
  return direction === null ? state : { direction, referenceY: y };
}
