/**
 * The sticky header's behaviour in the browser (storefront-shell §4 "Sticky header"): measures, asks the
 * rules in domain/shell/sticky-header.ts, and sets classes on `.site-header`. It works on the header's
 * contract only (`.site-header` and its `[data-header-row]` rows), whatever markup the rows hold.
 *
 * Classes and attributes it sets, for CSS and tests:
 * - on the header: `is-stuck` and `data-sticky-state="stuck|unstuck"`, `sticky-style--none|slide|fade`,
 *   `is-shrunk`, `nav-up` / `nav-down` (hide on scroll), `data-stick-rows` (the rows that stay while stuck);
 * - on the frame around it: `min-height` while stuck, so the header's place in the page stays taken and
 *   nothing below it moves (no layout shift), and `--sticky-header-top` (the admin bar's offset);
 * - on <html>: `scroll-padding-top`, so in-page anchors land below the stuck header.
 *
 * Scroll work is done once per frame and only touches classes; animations are transform and opacity.
 */
import type { StickySettings } from "../../../domain/shell/header-layout.ts";
import {
  initialNavState,
  isStuck,
  nextNavState,
  ORIENTATION_CHANGE_DELAY_MS,
  shrinksWhileStuck,
  STICKY_RESIZE_DEBOUNCE_MS,
  stickingRows,
  stickyHeaderActive,
  stickyStartPoint,
  stickyTopOffset,
  type NavState,
} from "../../../domain/shell/sticky-header.ts";

export type StickyHeaderOptions = { sticky: StickySettings; stickyBreakPoint: number; hasAdminBar: boolean };

const STUCK = "is-stuck";
const SHRUNK = "is-shrunk";
const NAV_CLASSES = ["nav-up", "nav-down"] as const;

/** Starts the behaviour on a header inside its frame; answers the function that stops it and undoes everything. */
export function startStickyHeader(frame: HTMLElement, header: HTMLElement, { sticky, stickyBreakPoint, hasAdminBar }: StickyHeaderOptions): () => void {
  const rows = stickingRows(sticky.rows);
  const styleClass = `sticky-style--${sticky.style}`;
  const root = document.documentElement;
  let active = false;
  let stuck = false;
  let topOffset = 0;
  let naturalHeight = 0;
  let nav: NavState | null = null;
  let frameRequest = 0;

  header.classList.add(styleClass);
  header.dataset.stickRows = rows.join(" ");
  header.dataset.stickyState = "unstuck";

  function stick() {
    naturalHeight = header.offsetHeight;
    // The frame keeps the header's height first, so the page below does not move when the header leaves the flow.
    frame.style.minHeight = `${naturalHeight}px`;
    header.classList.add(STUCK);
    header.classList.toggle(SHRUNK, shrinksWhileStuck(sticky));
    header.dataset.stickyState = "stuck";
    stuck = true;
    nav = sticky.hideOnScroll ? initialNavState(window.scrollY) : null;
    showNav();
    root.style.scrollPaddingTop = `${topOffset + header.offsetHeight}px`;
  }

  function release() {
    header.classList.remove(STUCK, SHRUNK, ...NAV_CLASSES);
    header.dataset.stickyState = "unstuck";
    frame.style.minHeight = "";
    stuck = false;
    nav = null;
  }

  function showNav() {
    for (const name of NAV_CLASSES) header.classList.toggle(name, nav?.direction === name);
  }

  /** Where the header starts in the page: the frame never moves, and while stuck it holds the natural height. */
  function startPoint(): number {
    const top = frame.getBoundingClientRect().top + window.scrollY;
    return stickyStartPoint({ top, height: stuck ? naturalHeight : header.offsetHeight }, sticky.style, topOffset);
  }

  function update() {
    frameRequest = 0;
    if (!active) return;
    const y = window.scrollY;
    const shouldStick = isStuck(y, startPoint());
    if (shouldStick && !stuck) stick();
    else if (!shouldStick && stuck) release();
    else if (stuck && nav) {
      nav = nextNavState(nav, y);
      showNav();
    }
  }

  /** The height the stuck header will have, before it first sticks: its sticking rows. */
  function stickingRowsHeight(): number {
    let height = 0;
    const sticking: readonly string[] = rows;
    for (const row of header.querySelectorAll<HTMLElement>("[data-header-row]")) if (sticking.includes(row.dataset.headerRow ?? "")) height += row.offsetHeight;
    return height;
  }

  /** Decides again for the current width: on or off, the admin bar's offset, the natural height. */
  function measure() {
    release();
    const width = window.innerWidth;
    active = stickyHeaderActive(sticky, width, stickyBreakPoint);
    topOffset = stickyTopOffset(hasAdminBar, width);
    frame.style.setProperty("--sticky-header-top", `${topOffset}px`);
    root.style.scrollPaddingTop = active ? `${topOffset + stickingRowsHeight()}px` : "";
    update();
  }

  const onScroll = () => {
    frameRequest ||= requestAnimationFrame(update);
  };
  let resizeTimer: ReturnType<typeof setTimeout> | undefined;
  const remeasureAfter = (delay: number) => () => {
    clearTimeout(resizeTimer);
    resizeTimer = setTimeout(measure, delay);
  };
  const onResize = remeasureAfter(STICKY_RESIZE_DEBOUNCE_MS);
  const onOrientationChange = remeasureAfter(ORIENTATION_CHANGE_DELAY_MS);

  measure();
  window.addEventListener("scroll", onScroll, { passive: true });
  window.addEventListener("resize", onResize);
  window.addEventListener("orientationchange", onOrientationChange);
  return () => {
    window.removeEventListener("scroll", onScroll);
    window.removeEventListener("resize", onResize);
    window.removeEventListener("orientationchange", onOrientationChange);
    cancelAnimationFrame(frameRequest);
    clearTimeout(resizeTimer);
    release();
    header.classList.remove(styleClass);
    delete header.dataset.stickRows;
    delete header.dataset.stickyState;
    frame.style.removeProperty("--sticky-header-top");
    root.style.scrollPaddingTop = "";
  };
}
