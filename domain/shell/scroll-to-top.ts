/**
 * When the scroll-to-top button shows (storefront-shell §9): after the page has scrolled more than
 * 300 px, or 100 px beyond the header when the header is taller than 200 px, so it never shows while the
 * header is still in view.
 */
export const SCROLL_TO_TOP_MIN_SCROLL_PX = 300;
export const SCROLL_TO_TOP_BEYOND_HEADER_PX = 100;

/** The scroll position past which the button shows, for a header of the given height. */
export function scrollToTopThreshold(headerHeight: number): number {
  const beyondHeader = Number.isFinite(headerHeight) && headerHeight > 0 ? headerHeight + SCROLL_TO_TOP_BEYOND_HEADER_PX : 0;
  return Math.max(SCROLL_TO_TOP_MIN_SCROLL_PX, beyondHeader);
}

export function showsScrollToTop(scrollY: number, headerHeight: number): boolean {
  return scrollY > scrollToTopThreshold(headerHeight);
}
