import { type RefObject, useEffect } from "react";
import { submenuScrollDelta } from "../../../domain/shell/menus.ts";

const SCROLLING_PANELS = ".submenu, .mega-panel";

/**
 * A submenu taller than the room below the navigation scrolls by the spec's step (S-9-23): one wheel
 * notch or one arrow key moves it 30 px, however far the device would have moved it. At either end the
 * wheel goes on to scroll the page as usual. (A wheel listener that cancels must not be passive, which
 * React's onWheel is, hence the listener added here.)
 */
export function useSubmenuScroll(navRef: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const nav = navRef.current;
    if (!nav) return;
    const onWheel = (event: WheelEvent) => {
      if (event.deltaY === 0 || event.ctrlKey) return;
      const panel = scrollingPanel(event.target);
      if (panel && step(panel, event.deltaY)) event.preventDefault();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
      const panel = scrollingPanel(event.target);
      if (panel && step(panel, event.key === "ArrowDown" ? 1 : -1)) event.preventDefault();
    };
    nav.addEventListener("wheel", onWheel, { passive: false });
    nav.addEventListener("keydown", onKeyDown);
    return () => {
      nav.removeEventListener("wheel", onWheel);
      nav.removeEventListener("keydown", onKeyDown);
    };
  }, [navRef]);
}

/** The outermost panel around `target` that has more to show than fits. */
function scrollingPanel(target: EventTarget | null): HTMLElement | null {
  let panel = target instanceof Element ? target.closest<HTMLElement>(SCROLLING_PANELS) : null;
  let found: HTMLElement | null = null;
  while (panel) {
    if (panel.scrollHeight > panel.clientHeight) found = panel;
    panel = panel.parentElement?.closest<HTMLElement>(SCROLLING_PANELS) ?? null;
  }
  return found;
}

/** Scrolls one step towards `direction`; false when the panel is already at that end. */
function step(panel: HTMLElement, direction: number): boolean {
  const atEnd = direction > 0 ? panel.scrollTop + panel.clientHeight >= panel.scrollHeight - 1 : panel.scrollTop <= 0;
  if (atEnd) return false;
  panel.scrollTop += submenuScrollDelta(direction);
  return true;
}
