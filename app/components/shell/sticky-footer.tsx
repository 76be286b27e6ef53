import { useEffect } from "react";

/** The footer's bottom row, as the footer marks it. */
const BOTTOM_ROW = '.site-footer [data-footer-row="below"]';

/**
 * The sticky footer's one measurement (`hook_sticky_footer`): the bottom row is fixed to the viewport's
 * bottom by CSS (sticky-header.css), and the page keeps that much room at its end, so the row never covers
 * the last of the content. The CSS starts from an estimate; this puts the row's real height in
 * `--sticky-footer-height` and keeps it there as the row wraps on narrower screens.
 */
export function StickyFooter() {
  useEffect(() => {
    const row = document.querySelector<HTMLElement>(BOTTOM_ROW);
    if (!row) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty("--sticky-footer-height", `${row.offsetHeight}px`));
    observer.observe(row);
    return () => {
      observer.disconnect();
      root.style.removeProperty("--sticky-footer-height");
    };
  }, []);
  return null;
}
