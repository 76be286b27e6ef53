import { type RefObject, useEffect } from "react";
import { megaPanelBox, type MegaGeometry, MEGA_WIDTHS, type MegaWidth, type Span } from "../../../domain/shell/menus.ts";

/** Room kept free below a submenu that fills the space under the navigation. */
const SUBMENU_BOTTOM_MARGIN_PX = 16;
const SUBMENU_MIN_HEIGHT_PX = 120;

/**
 * Measures what the mega layouts depend on (the viewport, the page container's content box, the <nav>)
 * and gives each mega panel its exact box as CSS custom properties; the stylesheet's fallbacks hold
 * until then. Also tells submenus how much room there is below the navigation, so a longer one scrolls.
 * Measured again on resize, and when the pointer or focus arrives (a sticky header may have moved).
 */
export function useMegaGeometry(navRef: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const nav = navRef.current;
    if (!nav) return;
    const measure = () => layOut(nav);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(nav);
    observer.observe(document.documentElement);
    nav.addEventListener("pointerenter", measure);
    nav.addEventListener("focusin", measure);
    return () => {
      observer.disconnect();
      nav.removeEventListener("pointerenter", measure);
      nav.removeEventListener("focusin", measure);
    };
  }, [navRef]);
}

function layOut(nav: HTMLElement) {
  const navRect = nav.getBoundingClientRect();
  const geometry: MegaGeometry = {
    viewportWidth: document.documentElement.clientWidth,
    container: contentBox(nav.parentElement?.closest<HTMLElement>(".container") ?? nav),
    nav: { left: navRect.left, width: navRect.width },
  };
  for (const panel of nav.querySelectorAll<HTMLElement>(".mega-panel[data-mega-width]")) {
    const width = panel.dataset.megaWidth as MegaWidth;
    if (!MEGA_WIDTHS.includes(width)) continue;
    const customWidth = Number(panel.dataset.megaCustomWidth) || undefined;
    const box = megaPanelBox({ width, ...(customWidth ? { customWidth } : {}) }, geometry);
    panel.style.setProperty("--mega-left", `${box.left - navRect.left}px`);
    panel.style.setProperty("--mega-box-width", `${box.width}px`);
    panel.style.setProperty("--mega-inset", `${box.inset}px`);
  }
  const room = Math.max(SUBMENU_MIN_HEIGHT_PX, window.innerHeight - navRect.bottom - SUBMENU_BOTTOM_MARGIN_PX);
  nav.style.setProperty("--submenu-max-height", `${Math.round(room)}px`);
}

/** An element's box inside its padding, in viewport pixels. */
function contentBox(element: HTMLElement): Span {
  const rect = element.getBoundingClientRect();
  const style = getComputedStyle(element);
  const paddingLeft = parseFloat(style.paddingLeft) || 0;
  const paddingRight = parseFloat(style.paddingRight) || 0;
  return { left: rect.left + paddingLeft, width: rect.width - paddingLeft - paddingRight };
}
