import type { Page } from "@playwright/test";

export type HeaderEdges = {
  /** The content column's inner edges: the first `.container` of the page's main, less its padding. */
  content: { left: number; right: number };
  /** The visible header's primary row, less its padding. */
  header: { left: number; right: number };
  /** The first action icon of the row's left slot and the last of its right slot. */
  firstIcon: { left: number };
  lastIcon: { right: number };
  /** The cart count badge, when it shows. */
  badge: { left: number; right: number } | null;
  viewport: number;
};

/**
 * Where the visible header's outermost icons sit against the content column, all read in one go inside the
 * page, so no scroll or layout change between two readings can skew one against the other.
 */
export function measureHeaderEdges(page: Page): Promise<HeaderEdges> {
  return page.evaluate(() => {
    const shown = (element: Element) => element.getClientRects().length > 0 && element.getBoundingClientRect().width > 0;
    const inner = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return { left: box.left + parseFloat(style.paddingLeft), right: box.right - parseFloat(style.paddingRight) };
    };
    const device = [...document.querySelectorAll(".site-header__device")].find(shown);
    const row = device?.querySelector(".header-row--primary .header-row__inner");
    const container = document.querySelector("#main .container");
    if (!row || !container) throw new Error("no visible header row or content container");
    // The actions' own icons: not those of what they open (a closed menu's panel still has boxes).
    const icons = (slot: string) =>
      [
        ...row.querySelectorAll(
          `.header-row__slot--${slot} :is(.header-action, .mobile-menu__toggle) > svg, .header-row__slot--${slot} .header-action > * > svg`,
        ),
      ]
        .filter(shown)
        .map((svg) => svg.getBoundingClientRect());
    const left = icons("left");
    const right = icons("right");
    if (left.length === 0 || right.length === 0) throw new Error("no icons in the header row's side slots");
    const badge = device?.querySelector(".header-action--cart .cart-count");
    const badgeBox = badge && shown(badge) && getComputedStyle(badge).visibility !== "hidden" ? badge.getBoundingClientRect() : null;
    return {
      content: inner(container),
      header: inner(row),
      firstIcon: { left: Math.min(...left.map((box) => box.left)) },
      lastIcon: { right: Math.max(...right.map((box) => box.right)) },
      badge: badgeBox ? { left: badgeBox.left, right: badgeBox.right } : null,
      viewport: document.documentElement.clientWidth,
    };
  });
}
